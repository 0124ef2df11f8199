/** Brand, navigation, footer and contact details shared by every page. */

export const brand = {
  /** The two parts of the wordmark; the second is set in the accent colour. */
  first: 'Diaspora',
  second: 'Finance',
  name: 'Diaspora Finance',
  tagline: 'An AI-powered financial guide for African immigrants and the diaspora in the United States.',
} as const

/**
 * The site's one status phrase (docs/decisions/022-true-numbers.md): the spec's "Coming Soon" badge.
 * The platform is not open yet; early access is the waitlist. Every status badge and the home hero
 * use it, so no page says "now open" while another says "coming soon".
 */
export const siteStatus = 'Coming Soon'

export type NavLink = { label: string; to: string }

export const mainNav: NavLink[] = [
  { label: 'Invest', to: '/invest' },
  { label: 'Banking', to: '/banking' },
  { label: 'Learn', to: '/learn' },
  { label: 'Navigator', to: '/navigator' },
  { label: 'About', to: '/about' },
]

export const signInLink: NavLink = { label: 'Sign in', to: '/auth' }

/**
 * Contact details. The public address and phone come from configuration (CONTACT_EMAIL,
 * CONTACT_PHONE; app/.server/site-config.server.ts): there is no phone number until a real one is
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

/** The image shown when a page is shared (Open Graph / Twitter card); a file under public/. */
export const socialPreview = {
  image: '/images/social/diaspora-finance-1200x630.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: 'Diaspora Finance: an AI-powered financial guide for African immigrants and the diaspora in the United States.',
} as const

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Quick Links',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Navigator', to: '/navigator' },
      { label: 'Services', to: '/services' },
      { label: 'Learn', to: '/learn' },
      { label: 'Blog', to: '/blog' },
      { label: 'About', to: '/about' },
      { label: 'Get Early Access', to: '/signup' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'Disclaimer', to: '/disclaimer' },
    ],
  },
]

export const footerCopy = {
  contactHeading: 'Contact Us',
  followHeading: 'Follow us',
  blurb: 'Compare financial products, learn to invest, and build wealth here and back home - with a guide built for the diaspora.',
  rightsReserved: 'All rights reserved',
}

/** "© 2026 Diaspora Finance. All rights reserved" */
export function copyrightLine(year: number) {
  return `© ${year} ${brand.name}. ${footerCopy.rightsReserved}`
}

/** A page title in the site's format. */
export function pageTitle(title: string) {
  return `${title} | ${brand.name}`
}

/** What a form shows while its code loads after a client-side navigation (app/components/lazy-island.tsx). */
export const formLoading = 'Loading the form…'
