/**
 * Pages whose only content today is a short notice, keyed by path (see app/routes.ts). Each text is its
 * message function (messages/<locale>/coming-soon.json), called where it is shown.
 */
import type { ComingSoonPath } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'

type Message = () => string

export type ComingSoonPage = {
  /** The page heading (h1). */
  heading: Message
  /** Meta description. */
  description: Message
  /** Whether the page shows the Coming Soon badge and the waitlist call to action. */
  comingSoon: boolean
  paragraphs: Message[]
  /** A short list of what is coming (or, for legal pages, the key points). */
  points?: Message[]
}

export const comingSoonPages: Record<ComingSoonPath, ComingSoonPage> = {
  invest: {
    heading: m.coming_soon_pages_invest_heading,
    description: m.coming_soon_pages_invest_description,
    comingSoon: true,
    paragraphs: [m.coming_soon_pages_invest_paragraphs_1],
    points: [m.coming_soon_pages_invest_points_1, m.coming_soon_pages_invest_points_2, m.coming_soon_pages_invest_points_3],
  },
  banking: {
    heading: m.coming_soon_pages_banking_heading,
    description: m.coming_soon_pages_banking_description,
    comingSoon: true,
    paragraphs: [m.coming_soon_pages_banking_paragraphs_1],
    points: [m.coming_soon_pages_banking_points_1, m.coming_soon_pages_banking_points_2, m.coming_soon_pages_banking_points_3],
  },
  'personal-finance': {
    heading: m.coming_soon_pages_personal_finance_heading,
    description: m.coming_soon_pages_personal_finance_description,
    comingSoon: true,
    paragraphs: [m.coming_soon_pages_personal_finance_paragraphs_1],
  },
  taxes: {
    heading: m.coming_soon_pages_taxes_heading,
    description: m.coming_soon_pages_taxes_description,
    comingSoon: true,
    paragraphs: [m.coming_soon_pages_taxes_paragraphs_1],
  },
  about: {
    heading: m.coming_soon_pages_about_heading,
    description: m.coming_soon_pages_about_description,
    comingSoon: true,
    paragraphs: [m.coming_soon_pages_about_paragraphs_1, m.coming_soon_pages_about_paragraphs_2],
  },
  services: {
    heading: m.coming_soon_pages_services_heading,
    description: m.coming_soon_pages_services_description,
    comingSoon: true,
    paragraphs: [m.coming_soon_pages_services_paragraphs_1],
    points: [m.coming_soon_pages_services_points_1, m.coming_soon_pages_services_points_2, m.coming_soon_pages_services_points_3],
  },
  blog: {
    heading: m.coming_soon_pages_blog_heading,
    description: m.coming_soon_pages_blog_description,
    comingSoon: true,
    paragraphs: [m.coming_soon_pages_blog_paragraphs_1],
  },
  cookies: {
    heading: m.coming_soon_pages_cookies_heading,
    description: m.coming_soon_pages_cookies_description,
    comingSoon: false,
    paragraphs: [m.coming_soon_pages_cookies_paragraphs_1, m.coming_soon_pages_cookies_paragraphs_2],
    points: [m.coming_soon_pages_cookies_points_1, m.coming_soon_pages_cookies_points_2],
  },
  disclaimer: {
    heading: m.coming_soon_pages_disclaimer_heading,
    description: m.coming_soon_pages_disclaimer_description,
    comingSoon: false,
    paragraphs: [
      m.coming_soon_pages_disclaimer_paragraphs_1,
      m.coming_soon_pages_disclaimer_paragraphs_2,
      m.coming_soon_pages_disclaimer_paragraphs_3,
    ],
  },
}

export function findComingSoonPage(routeId: string | undefined): ComingSoonPage | undefined {
  const key = routeId?.replace(/^coming-soon\//, '')
  return key && key in comingSoonPages ? comingSoonPages[key as ComingSoonPath] : undefined
}
