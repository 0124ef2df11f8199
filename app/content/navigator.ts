/** The Navigator: the home page's tab section, the /navigator index and its tool pages. */

export type NavigatorTabId = 'bank-accounts' | 'credit-cards' | 'investing' | 'remittance' | 'guides'

export type NavigatorTab = {
  id: NavigatorTabId
  name: string
  /** The navigator page the call to action leads to. */
  path: string
  headline: string
  description: string
  cta: string
  /** Preview illustration under public/. */
  image: string
  /** The tool works today: marked "Available now" on its preview instead of "Coming Soon". */
  live?: boolean
}

export const navigatorTabsHeading = {
  heading: 'The Financial Navigator',
  intro: 'Compare the products that matter most when you are building a life in the US.',
  previewBadge: 'Coming Soon',
  availableBadge: 'Available now',
}

const defaultTabId: NavigatorTabId = 'bank-accounts'

export const navigatorTabs: NavigatorTab[] = [
  {
    id: 'bank-accounts',
    name: 'Bank Accounts',
    path: '/navigator/bank-accounts',
    headline: 'Find a bank account that works for you',
    description:
      'Compare checking and savings accounts by fees, ID requirements (ITIN and passport friendly), international transfers and branch access.',
    cta: 'Find an Account',
    image: '/images/navigator/bank-accounts.svg',
  },
  {
    id: 'credit-cards',
    name: 'Credit Cards',
    path: '/navigator/credit-cards',
    headline: 'Build credit with the right first card',
    description:
      'Compare the cards US issuers aim at people with no or little credit history: yearly fees, interest rates and foreign-transaction fees, from the CFPB survey of card plans.',
    cta: 'Compare Cards',
    image: '/images/navigator/credit-cards.svg',
    live: true,
  },
  {
    id: 'investing',
    name: 'Investing',
    path: '/navigator/investing',
    headline: 'Choose an investing platform with confidence',
    description: 'Compare brokerages and robo-advisors by minimums, fees, retirement accounts and access to African market funds.',
    cta: 'Compare Platforms',
    image: '/images/navigator/investing.svg',
  },
  {
    id: 'remittance',
    name: 'Remittance',
    path: '/navigator/remittance',
    headline: 'Send more home for less',
    description:
      'See the true cost of a transfer - fees plus the exchange-rate margin - service by service, from World Bank survey prices for sending from the US to African countries.',
    cta: 'Analyze Costs',
    image: '/images/navigator/remittance.svg',
    live: true,
  },
  {
    id: 'guides',
    name: 'Guides',
    path: '/navigator/guides',
    headline: 'Learn the US money system, step by step',
    description: 'Plain-language guides on credit scores, taxes, insurance, retirement and investing securely back home.',
    cta: 'Read the Guides',
    image: '/images/navigator/guides.svg',
    live: true,
  },
]

export function findTab(id: string | null | undefined): NavigatorTab {
  return navigatorTabs.find((tab) => tab.id === id) ?? navigatorTabs.find((tab) => tab.id === defaultTabId)!
}

export const navigatorIndex = {
  title: 'Financial Navigator',
  description:
    'Financial tools for African immigrants: compare bank accounts, credit cards, investing platforms and remittance services, and read plain-language guides.',
  heading: 'Financial Tools for African Immigrants',
  intro:
    'Five tools to help you choose financial products with confidence. The Remittance Cost Analyzer and the Credit Card Comparison work today; the others are in development - explore what is coming and join the waitlist to try them first.',
  cardCta: 'Learn more',
}

export type NavigatorToolSlug = NavigatorTabId | 'loans'

export type NavigatorTool = {
  slug: NavigatorToolSlug
  /** The card title on /navigator and the page heading. */
  heading: string
  summary: string
  /** What the tool will do, shown as a short list. */
  plans: string[]
  /** An extra link the page offers (e.g. /navigator/investing to /invest). */
  action?: { label: string; to: string }
  image: string
  /** The tool works today: its card has an "Available now" mark instead of "Coming Soon" and comes first. */
  live?: boolean
  /** For a working tool: the direct way in that coming-soon pages offer (e.g. a ready-made search). */
  tryNow?: { label: string; to: string }
}

export const navigatorTools: Record<NavigatorToolSlug, NavigatorTool> = {
  'bank-accounts': {
    slug: 'bank-accounts',
    heading: 'Bank Account Finder',
    summary: 'A tool to match you with bank accounts that fit your documents, budget and family abroad. Coming soon.',
    plans: [
      'Filter by ITIN, passport or consular-ID acceptance',
      'Compare monthly fees, minimum balances and ATM access',
      'See international transfer options and their costs',
    ],
    image: '/images/navigator/bank-accounts.svg',
  },
  'credit-cards': {
    slug: 'credit-cards',
    heading: 'Credit Card Comparison',
    summary:
      'Compare the cards US issuers aim at people with no or thin credit history, by yearly fees and interest rate, on the CFPB survey of card plans.',
    plans: [
      'Cards aimed at your credit history, including no US credit score',
      'Yearly fees, interest rates and foreign-transaction fees in one view',
      'Secured cards, cards in your state, and the questions to ask the issuer',
    ],
    image: '/images/navigator/credit-cards.svg',
    live: true,
    tryNow: { label: 'Cards for people with no US credit score', to: '/navigator/credit-cards?credit=none' },
  },
  investing: {
    slug: 'investing',
    heading: 'Investment Platforms Comparison',
    summary: 'Compare brokerages and robo-advisors, including access to African market funds. Coming soon.',
    plans: [
      'Account minimums, fees and supported account types',
      'IRA and 401(k) rollover support',
      'Funds and ETFs with exposure to African markets',
    ],
    action: { label: 'Explore Investment Opportunities', to: '/invest' },
    image: '/images/navigator/investing.svg',
  },
  remittance: {
    slug: 'remittance',
    heading: 'Remittance Cost Analyzer',
    summary:
      'Compare what sending USD 200 or USD 500 from the US to African countries costs, service by service, on World Bank survey prices.',
    plans: [
      'Total cost: transfer fee plus exchange-rate margin',
      'From the US to 11 African countries, for USD 200 and USD 500',
      'How much arrives with each service, how fast, and how the family receives it',
    ],
    image: '/images/navigator/remittance.svg',
    live: true,
    tryNow: { label: 'See what sending $200 home really costs', to: '/navigator/remittance?to=NG&amount=200' },
  },
  guides: {
    slug: 'guides',
    heading: 'Financial Literacy Guides',
    summary: 'Plain-language guides to the US financial system, written for the diaspora, each with its sources.',
    plans: [
      'Credit scores, taxes and insurance explained',
      'Retirement accounts when family lives abroad',
      'Investing securely back home and avoiding scams',
    ],
    image: '/images/navigator/guides.svg',
    live: true,
  },
  loans: {
    slug: 'loans',
    heading: 'Loan and Auto Financing Insights',
    summary: 'Understand personal, auto and small-business loans before you borrow. This tool is coming soon.',
    plans: [
      'Compare rates and terms for thin credit files',
      'Learn what lenders look for and how to prepare',
      'Spot predatory offers and hidden fees',
    ],
    image: '/images/navigator/loans.svg',
  },
}

/** The five cards on /navigator, in order (working tools first; the remittance analyzer, the first working tool, leads). */
export const navigatorCards: NavigatorToolSlug[] = ['remittance', 'credit-cards', 'guides', 'bank-accounts', 'investing']

export const navigatorToolCopy = {
  badge: 'Coming Soon',
  /** The mark on a working tool's card (a tool's `live`), and the heading that points to working tools. */
  availableBadge: 'Available now',
  availableHeading: 'Available now',
  liveCardCta: 'Open the tool',
  plansHeading: 'What this tool will do',
  waitlistCta: { label: 'Get Early Access', to: '/signup' },
  backLink: { label: 'All navigator tools', to: '/navigator' },
}
