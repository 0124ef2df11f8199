/** Brand, navigation, footer and contact details shared by every page. */

export const brand = {
  /** The two parts of the wordmark; the second is set in the accent colour. */
  first: 'Diaspora',
  second: 'Finance',
  name: 'Diaspora Finance',
  tagline: 'An AI-powered financial guide for African immigrants and the diaspora in the United States.',
} as const

export type NavLink = { label: string; to: string }

export const mainNav: NavLink[] = [
  { label: 'Invest', to: '/invest' },
  { label: 'Banking', to: '/banking' },
  { label: 'Learn', to: '/learn' },
  { label: 'Navigator', to: '/navigator' },
  { label: 'About', to: '/about' },
]

export const signInLink: NavLink = { label: 'Sign in', to: '/auth' }

export const contact = {
  email: 'info@diasporafinance.com',
  phone: '+1 (555) 014-2026',
  /** The phone number as a tel: URI. */
  phoneHref: 'tel:+15550142026',
  privacyEmail: 'privacy@diasporafinance.com',
} as const

export type SocialNetwork = 'twitter' | 'instagram' | 'linkedin'
export type SocialLink = { network: SocialNetwork; label: string; href: string }

export const socialLinks: SocialLink[] = [
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/diasporafinance' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/diasporafinance' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/diasporafinance' },
]

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
