/** Pages whose only content today is a short notice, keyed by path (see app/routes.ts). */
import type { ComingSoonPath } from '~/lib/static-page'

import { m } from '~/paraglide/messages.js'
import { siteStatus } from './site'

export type ComingSoonPage = {
  /** The page heading (h1). */
  heading: string
  /** Meta description. */
  description: string
  /** Whether the page shows the Coming Soon badge and the waitlist call to action. */
  comingSoon: boolean
  paragraphs: string[]
  /** A short list of what is coming (or, for legal pages, the key points). */
  points?: string[]
}

export const comingSoonCopy = {
  get badge() {
    return siteStatus()
  },
  cta: {
    get label() {
      return m.coming_soon_copy_cta_label()
    },
    to: '/signup',
  },
  get ctaNote() {
    return m.coming_soon_copy_cta_note()
  },
  homeLink: {
    get label() {
      return m.coming_soon_copy_home_link_label()
    },
    to: '/',
  },
}

export const comingSoonPages: Record<ComingSoonPath, ComingSoonPage> = {
  invest: {
    get heading() {
      return m.coming_soon_pages_invest_heading()
    },
    get description() {
      return m.coming_soon_pages_invest_description()
    },
    comingSoon: true,
    get paragraphs() {
      return [m.coming_soon_pages_invest_paragraphs_1()]
    },
    get points() {
      return [m.coming_soon_pages_invest_points_1(), m.coming_soon_pages_invest_points_2(), m.coming_soon_pages_invest_points_3()]
    },
  },
  banking: {
    get heading() {
      return m.coming_soon_pages_banking_heading()
    },
    get description() {
      return m.coming_soon_pages_banking_description()
    },
    comingSoon: true,
    get paragraphs() {
      return [m.coming_soon_pages_banking_paragraphs_1()]
    },
    get points() {
      return [m.coming_soon_pages_banking_points_1(), m.coming_soon_pages_banking_points_2(), m.coming_soon_pages_banking_points_3()]
    },
  },
  'personal-finance': {
    get heading() {
      return m.coming_soon_pages_personal_finance_heading()
    },
    get description() {
      return m.coming_soon_pages_personal_finance_description()
    },
    comingSoon: true,
    get paragraphs() {
      return [m.coming_soon_pages_personal_finance_paragraphs_1()]
    },
  },
  taxes: {
    get heading() {
      return m.coming_soon_pages_taxes_heading()
    },
    get description() {
      return m.coming_soon_pages_taxes_description()
    },
    comingSoon: true,
    get paragraphs() {
      return [m.coming_soon_pages_taxes_paragraphs_1()]
    },
  },
  about: {
    get heading() {
      return m.coming_soon_pages_about_heading()
    },
    get description() {
      return m.coming_soon_pages_about_description()
    },
    comingSoon: true,
    get paragraphs() {
      return [m.coming_soon_pages_about_paragraphs_1(), m.coming_soon_pages_about_paragraphs_2()]
    },
  },
  services: {
    get heading() {
      return m.coming_soon_pages_services_heading()
    },
    get description() {
      return m.coming_soon_pages_services_description()
    },
    comingSoon: true,
    get paragraphs() {
      return [m.coming_soon_pages_services_paragraphs_1()]
    },
    get points() {
      return [m.coming_soon_pages_services_points_1(), m.coming_soon_pages_services_points_2(), m.coming_soon_pages_services_points_3()]
    },
  },
  blog: {
    get heading() {
      return m.coming_soon_pages_blog_heading()
    },
    get description() {
      return m.coming_soon_pages_blog_description()
    },
    comingSoon: true,
    get paragraphs() {
      return [m.coming_soon_pages_blog_paragraphs_1()]
    },
  },
  cookies: {
    get heading() {
      return m.coming_soon_pages_cookies_heading()
    },
    get description() {
      return m.coming_soon_pages_cookies_description()
    },
    comingSoon: false,
    get paragraphs() {
      return [m.coming_soon_pages_cookies_paragraphs_1(), m.coming_soon_pages_cookies_paragraphs_2()]
    },
    get points() {
      return [m.coming_soon_pages_cookies_points_1(), m.coming_soon_pages_cookies_points_2()]
    },
  },
  disclaimer: {
    get heading() {
      return m.coming_soon_pages_disclaimer_heading()
    },
    get description() {
      return m.coming_soon_pages_disclaimer_description()
    },
    comingSoon: false,
    get paragraphs() {
      return [
        m.coming_soon_pages_disclaimer_paragraphs_1(),
        m.coming_soon_pages_disclaimer_paragraphs_2(),
        m.coming_soon_pages_disclaimer_paragraphs_3(),
      ]
    },
  },
}

export function findComingSoonPage(routeId: string | undefined): ComingSoonPage | undefined {
  const key = routeId?.replace(/^coming-soon\//, '')
  return key && key in comingSoonPages ? comingSoonPages[key as ComingSoonPath] : undefined
}
