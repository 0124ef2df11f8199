/**
 * The Navigator: the home page's tab section, the /navigator index and its tool pages. Each text is its
 * message function (messages/<locale>/navigator.json), called where it is shown.
 */
import { homeCorridorPath } from '~/lib/remittance-home'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

type Message = () => string

export type NavigatorTabId = 'bank-accounts' | 'credit-cards' | 'investing' | 'remittance' | 'guides'

export type NavigatorTab = {
  id: NavigatorTabId
  name: Message
  /** The navigator page the call to action leads to. */
  path: string
  headline: Message
  description: Message
  cta: Message
  /** Preview illustration under public/. */
  image: string
  /** The tool works today: marked "Available now" on its preview instead of "Coming Soon". */
  live?: boolean
}

const defaultTabId: NavigatorTabId = 'bank-accounts'

export const navigatorTabs: NavigatorTab[] = [
  {
    id: 'bank-accounts',
    name: m.navigator_tabs_bank_accounts_name,
    path: '/navigator/bank-accounts',
    headline: m.navigator_tabs_bank_accounts_headline,
    description: m.navigator_tabs_bank_accounts_description,
    cta: m.navigator_tabs_bank_accounts_cta,
    image: '/images/navigator/bank-accounts.svg',
    live: true,
  },
  {
    id: 'credit-cards',
    name: m.navigator_tabs_credit_cards_name,
    path: '/navigator/credit-cards',
    headline: m.navigator_tabs_credit_cards_headline,
    description: m.navigator_tabs_credit_cards_description,
    cta: m.navigator_tabs_credit_cards_cta,
    image: '/images/navigator/credit-cards.svg',
    live: true,
  },
  {
    id: 'investing',
    name: m.navigator_tabs_investing_name,
    path: '/navigator/investing',
    headline: m.navigator_tabs_investing_headline,
    description: m.navigator_tabs_investing_description,
    cta: m.navigator_tabs_investing_cta,
    image: '/images/navigator/investing.svg',
  },
  {
    id: 'remittance',
    name: m.navigator_tabs_remittance_name,
    path: '/navigator/remittance',
    headline: m.navigator_tabs_remittance_headline,
    description: m.navigator_tabs_remittance_description,
    cta: m.navigator_tabs_remittance_cta,
    image: '/images/navigator/remittance.svg',
    live: true,
  },
  {
    id: 'guides',
    name: m.navigator_tabs_guides_name,
    path: '/navigator/guides',
    headline: m.navigator_tabs_guides_headline,
    description: m.navigator_tabs_guides_description,
    cta: m.navigator_tabs_guides_cta,
    image: '/images/navigator/guides.svg',
    live: true,
  },
]

export function findTab(id: string | null | undefined): NavigatorTab {
  return navigatorTabs.find((tab) => tab.id === id) ?? navigatorTabs.find((tab) => tab.id === defaultTabId)!
}

export type NavigatorToolSlug = NavigatorTabId | 'loans'

export type NavigatorTool = {
  slug: NavigatorToolSlug
  /** The card title on /navigator and the page heading. */
  heading: Message
  summary: Message
  /** What the tool will do, shown as a short list. */
  plans: Message[]
  /** An extra link the page offers (e.g. /navigator/investing to /invest). */
  action?: { label: Message; to: string }
  image: string
  /** The tool works today: its card has an "Available now" mark instead of "Coming Soon" and comes first. */
  live?: boolean
  /** For a working tool: the direct way in that coming-soon pages offer (e.g. a ready-made search). */
  tryNow?: { label: Message; to: string }
}

export const navigatorTools: Record<NavigatorToolSlug, NavigatorTool> = {
  'bank-accounts': {
    slug: 'bank-accounts',
    heading: m.navigator_tools_bank_accounts_heading,
    summary: m.navigator_tools_bank_accounts_summary,
    plans: [m.navigator_tools_bank_accounts_plans_1, m.navigator_tools_bank_accounts_plans_2, m.navigator_tools_bank_accounts_plans_3],
    image: '/images/navigator/bank-accounts.svg',
    live: true,
    tryNow: {
      label: m.navigator_tools_bank_accounts_try_now_label,
      to: '/navigator/bank-accounts',
    },
  },
  'credit-cards': {
    slug: 'credit-cards',
    heading: m.navigator_tools_credit_cards_heading,
    summary: m.navigator_tools_credit_cards_summary,
    plans: [m.navigator_tools_credit_cards_plans_1, m.navigator_tools_credit_cards_plans_2, m.navigator_tools_credit_cards_plans_3],
    image: '/images/navigator/credit-cards.svg',
    live: true,
    tryNow: {
      label: m.navigator_tools_credit_cards_try_now_label,
      to: '/navigator/credit-cards?credit=none',
    },
  },
  investing: {
    slug: 'investing',
    heading: m.navigator_tools_investing_heading,
    summary: m.navigator_tools_investing_summary,
    plans: [m.navigator_tools_investing_plans_1, m.navigator_tools_investing_plans_2, m.navigator_tools_investing_plans_3],
    action: {
      label: m.navigator_tools_investing_action_label,
      to: '/invest',
    },
    image: '/images/navigator/investing.svg',
  },
  remittance: {
    slug: 'remittance',
    heading: m.navigator_tools_remittance_heading,
    summary: m.navigator_tools_remittance_summary,
    plans: [m.navigator_tools_remittance_plans_1, m.navigator_tools_remittance_plans_2, m.navigator_tools_remittance_plans_3],
    image: '/images/navigator/remittance.svg',
    live: true,
    tryNow: {
      label: m.navigator_tools_remittance_try_now_label,
      get to() {
        return homeCorridorPath(getLocale())
      },
    },
  },
  guides: {
    slug: 'guides',
    heading: m.navigator_tools_guides_heading,
    summary: m.navigator_tools_guides_summary,
    plans: [m.navigator_tools_guides_plans_1, m.navigator_tools_guides_plans_2, m.navigator_tools_guides_plans_3],
    image: '/images/navigator/guides.svg',
    live: true,
  },
  loans: {
    slug: 'loans',
    heading: m.navigator_tools_loans_heading,
    summary: m.navigator_tools_loans_summary,
    plans: [m.navigator_tools_loans_plans_1, m.navigator_tools_loans_plans_2, m.navigator_tools_loans_plans_3],
    image: '/images/navigator/loans.svg',
    live: true,
    tryNow: {
      label: m.navigator_tools_loans_try_now_label,
      to: '/navigator/loans',
    },
  },
}

/** The five cards on /navigator, in order (working tools first; the remittance analyzer, the first working tool, leads). */
export const navigatorCards: NavigatorToolSlug[] = ['remittance', 'credit-cards', 'guides', 'bank-accounts', 'investing']

/** Working tools that are not among the spec's five cards, linked below them on /navigator. */
export const navigatorAlsoAvailable: NavigatorToolSlug[] = ['loans']
