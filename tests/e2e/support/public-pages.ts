/**
 * Every public page (each route of app/routes.ts but the admin area and the dev pages), with the tools'
 * answers and a few guides, at its English path: `localized(path, 'fr')` gives its French address.
 * The whole-site checks (languages.spec.ts, reflow.spec.ts) walk this one list.
 */
export const PUBLIC_PAGES = [
  '/',
  '/home',
  ...['invest', 'banking', 'personal-finance', 'taxes', 'about', 'goals', 'services', 'blog', 'cookies', 'disclaimer'].map((p) => `/${p}`),
  '/navigator',
  ...['bank-accounts', 'credit-cards', 'investing', 'guides', 'loans', 'remittance'].map((p) => `/navigator/${p}`),
  '/navigator/remittance?to=NG&amount=200',
  '/navigator/remittance?to=ET&amount=200',
  '/navigator/remittance?to=SN&amount=200',
  '/navigator/remittance/alert?to=NG',
  '/navigator/credit-cards?credit=none&state=MN',
  '/navigator/credit-cards?credit=none&state=TX',
  '/navigator/bank-accounts?zip=55401&has=passport&has=itin&miles=25',
  '/navigator/bank-accounts?zip=5540',
  '/navigator/loans?state=TX&kind=new-car&amount=15000&months=60',
  '/navigator/loans?zip=55401&kind=used-car&amount=9000&months=48&page=2',
  '/learn?q=open+a+bank+account+without+ssn',
  '/early-access',
  '/learn',
  '/learn?q=itin',
  '/learn/glossary',
  '/learn/sending-money-home',
  '/learn/itin',
  '/learn/credit-from-zero',
  '/signup',
  '/waitlist/confirm',
  '/waitlist/status',
  '/waitlist/leave',
  '/auth',
  '/auth?mode=sign-up',
  '/auth/forgot-password',
  '/auth/resend',
  '/auth/reset-password',
  '/profile',
  '/terms',
  '/privacy',
  '/no-such-page',
]

/** The page's address in a language: `/fr/learn`, `/am/`; English keeps its path. */
export function localized(path: string, locale: 'en' | 'fr' | 'am'): string {
  if (locale === 'en') return path
  return `/${locale}${path === '/' ? '/' : path}`
}
