/** Copy for the early-access waitlist at /signup. Validation messages live in app/lib/waitlist-constants.ts. */
import { brand, socialLinks } from './site'

export const signupMeta = {
  title: 'Get Early Access',
  description: `Join the ${brand.name} early-access waitlist: learn to invest, bank, insure and build wealth here and back home.`,
}

export const signupHero = {
  eyebrow: 'Early access',
  heading: 'Build wealth with confidence - here and back home',
  intro: 'Join 1000+ early users from the African diaspora getting first access to an AI-powered financial guide built for them.',
  points: [
    'Compare bank accounts, credit cards and remittance services',
    'Learn to invest - in the US and in African markets',
    'Bring your savings circle into a plan with clear goals',
  ],
}

/**
 * The hero's intro when social proof is real or off (SOCIAL_PROOF, docs/decisions/022-true-numbers.md):
 * no invented "1000+", only what is true.
 */
export const signupHeroTrueIntro = 'Join the early-access waitlist for an AI-powered financial guide built for the African diaspora.'

export const signupForm = {
  heading: 'Get Early Access',
  intro: 'Tell us a little about yourself and we will let you know as soon as your spot is ready.',
  fullNameLabel: 'Full name',
  fullNamePlaceholder: 'Ada Okafor',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  interestLabel: 'Area of interest',
  termsBefore: 'I agree to the ',
  termsLink: { label: 'Terms of Service', to: '/terms' },
  termsBetween: ' and ',
  privacyLink: { label: 'Privacy Policy', to: '/privacy' },
  submit: 'Join the Waitlist',
  pending: 'Please wait...',
  noSpam: 'No spam. Unsubscribe at any time.',
}

export const interestLabels = {
  investing: 'Teach Me About Investing',
  banking: 'Teach Me About Banking',
  insurance: 'Teach Me About Insurance Plans',
  homeland: 'Help Me Invest Securely Back Home',
  business: 'I Want to Learn About Small Business Ownership',
} as const

export const interestPlaceholderLabel = 'Select an area of interest'

export const thankYou = {
  /** The place is kept once the e-mail is confirmed: the heading says so (decision 022). */
  heading: 'One more step: confirm your e-mail',
  text: `Thank you for joining the ${brand.name} early-access waitlist. We will be in touch as soon as your spot is ready.`,
  shareHeading: 'Spread the word',
  shareText: `I just joined the ${brand.name} early-access waitlist - a financial guide for the African diaspora.`,
}

export type ShareLink = { label: string; href: string; newTab: boolean }

/** The copy control beside the share links (it needs JavaScript; the link field is selectable without). */
export const copyLinkCopy = {
  button: 'Copy link',
  copied: 'Link copied',
  failed: 'Could not copy: select the link and copy it',
}

/**
 * The share links, all plain links that work without JavaScript: post to X (Twitter), send on
 * WhatsApp (wa.me, the main channel of this audience), send by text message (sms:), and our LinkedIn
 * page. `pageUrl` is the absolute URL to share: the member's referral link (<site>/signup?ref=<code>),
 * or /signup.
 */
export function shareLinks(pageUrl: string): ShareLink[] {
  const tweet = new URL('https://twitter.com/intent/tweet')
  tweet.searchParams.set('text', thankYou.shareText)
  tweet.searchParams.set('url', pageUrl)
  const message = `${thankYou.shareText} ${pageUrl}`
  const linkedin = socialLinks.find((l) => l.network === 'linkedin')
  return [
    { label: 'Share on WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(message)}`, newTab: true },
    { label: 'Share by text message', href: `sms:?body=${encodeURIComponent(message)}`, newTab: false },
    { label: 'Share on X (Twitter)', href: tweet.toString(), newTab: true },
    { label: 'Follow us on LinkedIn', href: linkedin?.href ?? 'https://www.linkedin.com/', newTab: true },
  ]
}

export const counterCopy = {
  /** Shown after the number: "984 people have joined in the last 24 hours". */
  suffix: 'people have joined in the last 24 hours',
  /** The accessible name of the notice's close button. */
  dismissNotice: 'Dismiss notice',
}

export type { Testimonial } from './testimonials'
/** SIMULATED: the same three people as the home page (./testimonials.ts). */
export { testimonials } from './testimonials'

export const testimonialsHeading = 'What our early members say'

export const showcase = {
  heading: 'Everything you need, in one guide',
  intro: 'Scroll through what early members get first.',
  /** The accessible name of the sideways-scrolling strip. */
  scrollerLabel: 'Early member features (scroll sideways for more)',
  /** The visible hint under the strip. */
  scrollHint: 'Scroll sideways for more',
  items: [
    {
      title: 'Smart comparisons',
      description: 'Bank accounts, credit cards and investing platforms side by side - fees, rates and requirements.',
    },
    {
      title: 'Remittance costs, uncovered',
      description: 'See the true cost of every transfer home, exchange-rate margin included, before you send.',
    },
    {
      title: 'Invest back home, securely',
      description: 'Learn how to invest in African markets with vetted platforms and clear risks.',
    },
    {
      title: 'Savings circles with goals',
      description: 'Bring your susu, esusu, chama or tontine into a plan everyone can follow.',
    },
    {
      title: 'Learn at your pace',
      description: 'Short, practical lessons on investing, banking, insurance and small business ownership.',
    },
  ],
}

export const signupFooter = {
  text: 'By joining, you agree to how we handle your information.',
  links: [
    { label: 'Terms of Service', to: '/terms' },
    { label: 'Privacy Policy', to: '/privacy' },
  ],
}
