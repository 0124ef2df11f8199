/**
 * Brand, navigation, footer and contact details shared by every page: plain data. A link's label is
 * its message function (messages/<locale>/site.json), called where it is shown so that each request
 * reads its own language (docs/decisions/030-languages.md); the brand name, paths and addresses stay
 * as they are.
 */
import { m } from '~/paraglide/messages.js'

export const brand = {
  /** The two parts of the wordmark; the second is set in the accent colour. */
  first: 'Diaspora',
  second: 'Finance',
  name: 'Diaspora Finance',
} as const

/** A link whose label is a message function, called where the link is shown. */
export type NavLink = { label: () => string; to: string }

export const mainNav: NavLink[] = [
  { label: m.site_nav_invest, to: '/invest' },
  { label: m.site_nav_banking, to: '/banking' },
  { label: m.site_nav_learn, to: '/learn' },
  { label: m.site_nav_navigator, to: '/navigator' },
  { label: m.site_nav_about, to: '/about' },
]

/**
 * Contact details. The public address and phone come from configuration (CONTACT_EMAIL,
 * CONTACT_PHONE; app/.server/platform/site-config.server.ts): there is no phone number until a real one is
 * configured. These are the defaults.
 */
export const contact = {
  email: 'info@diasporafinance.com',
  privacyEmail: 'privacy@diasporafinance.com',
} as const

export type SocialNetwork = 'twitter' | 'instagram' | 'linkedin'
export type SocialLink = { network: SocialNetwork; label: string; href: string }

/** The social profiles by default; each can be replaced or turned off by configuration (SOCIAL_*_URL). */
export const socialLinks: SocialLink[] = [
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/diasporafinance' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/diasporafinance' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/diasporafinance' },
]

/** The site's contact settings as pages receive them (root loader data). */
export type SiteContact = {
  email: string
  /** Shown with a tel: link only when configured. */
  phone: { label: string; href: string } | null
  social: SocialLink[]
  /** Where "Book a Consultation" leads: a booking page, or an e-mail to the contact address. */
  consultationHref: string
}

/** The image shown when a page is shared (Open Graph / Twitter card); a file under public/. Its alt text: m.site_social_preview_alt. */
export const socialPreview = {
  image: '/images/social/diaspora-finance-1200x630.png',
  type: 'image/png',
  width: 1200,
  height: 630,
} as const

/** `id`: the column's heading id, the same in every language. */
export const footerColumns: { id: string; heading: () => string; links: NavLink[] }[] = [
  {
    id: 'quick-links',
    heading: m.site_footer_quick_links,
    links: [
      { label: m.site_footer_home, to: '/' },
      { label: m.site_nav_navigator, to: '/navigator' },
      { label: m.site_footer_services, to: '/services' },
      { label: m.site_nav_learn, to: '/learn' },
      { label: m.site_footer_blog, to: '/blog' },
      { label: m.site_nav_about, to: '/about' },
      { label: m.site_footer_get_early_access, to: '/signup' },
    ],
  },
  {
    id: 'legal',
    heading: m.site_footer_legal,
    links: [
      { label: m.site_footer_terms, to: '/terms' },
      { label: m.site_footer_privacy, to: '/privacy' },
      { label: m.site_footer_cookies, to: '/cookies' },
      { label: m.site_footer_disclaimer, to: '/disclaimer' },
    ],
  },
]

/** A page title in the site's format. */
export function pageTitle(title: string) {
  return `${title} | ${brand.name}`
}
