/** Pages whose only content today is a short notice, keyed by path (see app/routes.ts). */
import type { ComingSoonPath } from '~/lib/static-page'

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
  cta: { label: 'Get Early Access', to: '/signup' },
  ctaNote: 'Join the waitlist and we will tell you the moment it opens.',
  homeLink: { label: 'Back to Home', to: '/' },
}

export const comingSoonPages: Record<ComingSoonPath, ComingSoonPage> = {
  invest: {
    heading: 'Investment Opportunities',
    description: 'Investment opportunities in US and African markets for the diaspora - coming soon.',
    comingSoon: true,
    paragraphs: [
      'Investment options are coming soon. We are vetting ways for you to invest in US markets and in African markets - carefully, transparently and with the risks spelled out.',
    ],
    points: ['Index funds and retirement accounts explained', 'Vetted access to African market funds', 'Clear fees, clear risks, no hype'],
  },
  banking: {
    heading: 'Banking',
    description: 'Banking built around the needs of African immigrants in the US - coming soon.',
    comingSoon: true,
    paragraphs: [
      'Banking is coming soon. We are building guidance to help you open the right account, avoid needless fees and move money between the US and home.',
    ],
    points: ['Accounts that accept ITIN and passport', 'Fee-free everyday banking options', 'Cheaper transfers home'],
  },
  'personal-finance': {
    heading: 'Personal Finance',
    description: 'Budgeting, saving and credit guidance for African immigrants - coming soon.',
    comingSoon: true,
    paragraphs: [
      'Personal finance tools are coming soon: budgeting that includes the family you support, savings goals, and a plan to build credit.',
    ],
  },
  taxes: {
    heading: 'Tax Planning',
    description: 'Tax planning guidance for immigrants with income or family abroad - coming soon.',
    comingSoon: true,
    paragraphs: [
      'Tax planning guidance is coming soon: filing with an ITIN, foreign income and accounts, and the credits you may be missing.',
    ],
  },
  about: {
    heading: 'About Us',
    description: 'Who we are and why we are building a financial guide for the African diaspora.',
    comingSoon: true,
    paragraphs: [
      'We are a small team of African immigrants and the children of immigrants building the financial guide we wish we had when we arrived.',
      'Our full story is coming soon.',
    ],
  },
  goals: {
    heading: 'AI-Powered Goal Setting',
    description: 'Set and track financial goals with an AI-powered guide - coming soon.',
    comingSoon: true,
    paragraphs: [
      'AI-powered goal setting is coming soon. Tell us what you are working towards - a home, school fees, a business back home - and get a plan you can follow.',
    ],
  },
  services: {
    heading: 'Our Services',
    description: 'The services Diaspora Finance will offer at launch.',
    comingSoon: true,
    paragraphs: [
      'Our services are coming soon. At launch you will be able to compare financial products, follow guided lessons and set goals in one place.',
    ],
    points: ['Financial product comparisons', 'Guided learning', 'Goal setting and tracking'],
  },
  blog: {
    heading: 'Blog',
    description: 'Stories and practical money guides from the diaspora - coming soon.',
    comingSoon: true,
    paragraphs: ['Our blog is coming soon, with practical money guides and stories from members of the diaspora.'],
  },
  cookies: {
    heading: 'Cookie Policy',
    description: 'How Diaspora Finance uses cookies.',
    comingSoon: false,
    paragraphs: [
      'We use only the cookies the site needs to work. We do not use advertising or cross-site tracking cookies.',
      'A full cookie policy will be published before launch. Questions? Write to info@diasporafinance.com.',
    ],
    points: [
      'A session cookie keeps you signed in, if you have an account.',
      'A short-lived cookie carries one-time messages, such as "Settings saved", to the next page.',
    ],
  },
  disclaimer: {
    heading: 'Disclaimer',
    description: 'Diaspora Finance provides education, not financial advice.',
    comingSoon: false,
    paragraphs: [
      'Diaspora Finance provides general financial education. Nothing on this site is financial, investment, tax or legal advice, and nothing here is an offer to buy or sell any security.',
      'Investing involves risk, including the loss of the money you invest. Product details, fees and rates change; always confirm them with the provider and consider speaking with a licensed professional before making a decision.',
      'Partner names and logos shown on this site are placeholders until partnerships are announced.',
    ],
  },
}

export function findComingSoonPage(routeId: string | undefined): ComingSoonPage | undefined {
  const key = routeId?.replace(/^coming-soon\//, '')
  return key && key in comingSoonPages ? comingSoonPages[key as ComingSoonPath] : undefined
}
