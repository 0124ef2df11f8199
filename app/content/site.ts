/**
 * Brand, navigation, footer and contact details shared by every page. Visitor-facing text is a getter
 * that calls its message (messages/<locale>/site.json), read in the request's language
 * (docs/decisions/030-languages.md); the brand name, paths and addresses stay as they are.
 */
import { m } from '~/paraglide/messages.js'

export const brand = {
  /** The two parts of the wordmark; the second is set in the accent colour. */
  first: 'Diaspora',
  second: 'Finance',
  name: 'Diaspora Finance',
  get tagline(): string {
    return m.site_tagline()
  },
}

/**
 * The site's one status phrase (docs/decisions/022-true-numbers.md): the spec's "Coming Soon" badge.
 * The platform is not open yet; early access is the waitlist. Every status badge and the home hero
 * use it, so no page says "now open" while another says "coming soon".
 */
export function siteStatus(): string {
  return m.site_status()
}

export type NavLink = { label: string; to: string }

/** A link whose label is read in the request's language. */
const link = (label: () => string, to: string): NavLink => ({
  get label() {
    return label()
  },
  to,
})

export const mainNav: NavLink[] = [
  link(m.site_nav_invest, '/invest'),
  link(m.site_nav_banking, '/banking'),
  link(m.site_nav_learn, '/learn'),
  link(m.site_nav_navigator, '/navigator'),
  link(m.site_nav_about, '/about'),
]

export const signInLink: NavLink = link(m.site_sign_in, '/auth')

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

/** The image shown when a page is shared (Open Graph / Twitter card); a file under public/. */
export const socialPreview = {
  image: '/images/social/diaspora-finance-1200x630.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  get alt(): string {
    return m.site_social_preview_alt()
  },
}

/** `id`: the column's heading id, the same in every language. */
export const footerColumns: { id: string; heading: string; links: NavLink[] }[] = [
  {
    id: 'quick-links',
    get heading() {
      return m.site_footer_quick_links()
    },
    links: [
      link(m.site_footer_home, '/'),
      link(m.site_nav_navigator, '/navigator'),
      link(m.site_footer_services, '/services'),
      link(m.site_nav_learn, '/learn'),
      link(m.site_footer_blog, '/blog'),
      link(m.site_nav_about, '/about'),
      link(m.site_footer_get_early_access, '/signup'),
    ],
  },
  {
    id: 'legal',
    get heading() {
      return m.site_footer_legal()
    },
    links: [
      link(m.site_footer_terms, '/terms'),
      link(m.site_footer_privacy, '/privacy'),
      link(m.site_footer_cookies, '/cookies'),
      link(m.site_footer_disclaimer, '/disclaimer'),
    ],
  },
]

export const footerCopy = {
  get contactHeading() {
    return m.site_footer_contact_heading()
  },
  get followHeading() {
    return m.site_footer_follow_heading()
  },
  get blurb() {
    return m.site_footer_blurb()
  },
  get rightsReserved() {
    return m.site_footer_rights_reserved()
  },
}

/** The site chrome's other words (skip link, menus, error page, toast). */
export const chromeCopy = {
  get skipToContent() {
    return m.site_skip_to_content()
  },
  errorHeading: (status: number) => m.site_error_heading({ status: String(status) }),
  get errorGenericHeading() {
    return m.site_error_generic_heading()
  },
  get errorGenericMessage() {
    return m.site_error_generic_message()
  },
  get drawerLabel() {
    return m.site_drawer_label()
  },
  get drawerClose() {
    return m.site_drawer_close()
  },
  get menuButton() {
    return m.site_menu_button()
  },
  get mainNavLabel() {
    return m.site_nav_main_label()
  },
  get mobileNavLabel() {
    return m.site_nav_mobile_label()
  },
  get wordmarkHome() {
    return m.site_wordmark_home()
  },
  get dismiss() {
    return m.site_toast_dismiss()
  },
  /** The language switcher's name (docs/decisions/030-languages.md). */
  get languageLabel() {
    return m.i18n_switcher_label()
  },
}

/**
 * Copy for the 404 page. Here with the rest of the chrome's words, so that the browser loads them in
 * one file with the site's other words (scripts/vite-message-packs.mjs: one pack per message file).
 */
export const notFoundCopy = {
  get title() {
    return m.not_found_title()
  },
  heading: '404',
  get badge() {
    return siteStatus()
  },
  get message() {
    return m.not_found_message()
  },
  homeLink: {
    get label() {
      return m.not_found_home_link()
    },
    to: '/',
  },
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
export const formLoading = () => m.site_form_loading()

/** The label of the forms' hidden trap field (app/components/forms/honeypot.tsx): no person sees it. */
export const honeypotLabel = () => m.site_honeypot_label()
