/** The Navigator: the home page's tab section, the /navigator index and its tool pages. */
import { homeCorridorPath } from '~/lib/remittance-home'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

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
  get heading() {
    return m.navigator_tabs_heading_heading()
  },
  get intro() {
    return m.navigator_tabs_heading_intro()
  },
  get previewBadge() {
    return m.navigator_tabs_heading_preview_badge()
  },
  get availableBadge() {
    return m.navigator_tabs_heading_available_badge()
  },
  get tabsLabel() {
    return m.navigator_tabs_heading_tabs_label()
  },
  previewAlt: (name: string) => m.navigator_tabs_heading_preview_alt({ name }),
}

const defaultTabId: NavigatorTabId = 'bank-accounts'

export const navigatorTabs: NavigatorTab[] = [
  {
    id: 'bank-accounts',
    get name() {
      return m.navigator_tabs_bank_accounts_name()
    },
    path: '/navigator/bank-accounts',
    get headline() {
      return m.navigator_tabs_bank_accounts_headline()
    },
    get description() {
      return m.navigator_tabs_bank_accounts_description()
    },
    get cta() {
      return m.navigator_tabs_bank_accounts_cta()
    },
    image: '/images/navigator/bank-accounts.svg',
    live: true,
  },
  {
    id: 'credit-cards',
    get name() {
      return m.navigator_tabs_credit_cards_name()
    },
    path: '/navigator/credit-cards',
    get headline() {
      return m.navigator_tabs_credit_cards_headline()
    },
    get description() {
      return m.navigator_tabs_credit_cards_description()
    },
    get cta() {
      return m.navigator_tabs_credit_cards_cta()
    },
    image: '/images/navigator/credit-cards.svg',
    live: true,
  },
  {
    id: 'investing',
    get name() {
      return m.navigator_tabs_investing_name()
    },
    path: '/navigator/investing',
    get headline() {
      return m.navigator_tabs_investing_headline()
    },
    get description() {
      return m.navigator_tabs_investing_description()
    },
    get cta() {
      return m.navigator_tabs_investing_cta()
    },
    image: '/images/navigator/investing.svg',
  },
  {
    id: 'remittance',
    get name() {
      return m.navigator_tabs_remittance_name()
    },
    path: '/navigator/remittance',
    get headline() {
      return m.navigator_tabs_remittance_headline()
    },
    get description() {
      return m.navigator_tabs_remittance_description()
    },
    get cta() {
      return m.navigator_tabs_remittance_cta()
    },
    image: '/images/navigator/remittance.svg',
    live: true,
  },
  {
    id: 'guides',
    get name() {
      return m.navigator_tabs_guides_name()
    },
    path: '/navigator/guides',
    get headline() {
      return m.navigator_tabs_guides_headline()
    },
    get description() {
      return m.navigator_tabs_guides_description()
    },
    get cta() {
      return m.navigator_tabs_guides_cta()
    },
    image: '/images/navigator/guides.svg',
    live: true,
  },
]

export function findTab(id: string | null | undefined): NavigatorTab {
  return navigatorTabs.find((tab) => tab.id === id) ?? navigatorTabs.find((tab) => tab.id === defaultTabId)!
}

export const navigatorIndex = {
  get title() {
    return m.navigator_index_title()
  },
  get description() {
    return m.navigator_index_description()
  },
  get heading() {
    return m.navigator_index_heading()
  },
  get intro() {
    return m.navigator_index_intro()
  },
  get alsoAvailable() {
    return m.navigator_index_also_available()
  },
  get cardCta() {
    return m.navigator_index_card_cta()
  },
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
    get heading() {
      return m.navigator_tools_bank_accounts_heading()
    },
    get summary() {
      return m.navigator_tools_bank_accounts_summary()
    },
    get plans() {
      return [
        m.navigator_tools_bank_accounts_plans_1(),
        m.navigator_tools_bank_accounts_plans_2(),
        m.navigator_tools_bank_accounts_plans_3(),
      ]
    },
    image: '/images/navigator/bank-accounts.svg',
    live: true,
    tryNow: {
      get label() {
        return m.navigator_tools_bank_accounts_try_now_label()
      },
      to: '/navigator/bank-accounts',
    },
  },
  'credit-cards': {
    slug: 'credit-cards',
    get heading() {
      return m.navigator_tools_credit_cards_heading()
    },
    get summary() {
      return m.navigator_tools_credit_cards_summary()
    },
    get plans() {
      return [m.navigator_tools_credit_cards_plans_1(), m.navigator_tools_credit_cards_plans_2(), m.navigator_tools_credit_cards_plans_3()]
    },
    image: '/images/navigator/credit-cards.svg',
    live: true,
    tryNow: {
      get label() {
        return m.navigator_tools_credit_cards_try_now_label()
      },
      to: '/navigator/credit-cards?credit=none',
    },
  },
  investing: {
    slug: 'investing',
    get heading() {
      return m.navigator_tools_investing_heading()
    },
    get summary() {
      return m.navigator_tools_investing_summary()
    },
    get plans() {
      return [m.navigator_tools_investing_plans_1(), m.navigator_tools_investing_plans_2(), m.navigator_tools_investing_plans_3()]
    },
    action: {
      get label() {
        return m.navigator_tools_investing_action_label()
      },
      to: '/invest',
    },
    image: '/images/navigator/investing.svg',
  },
  remittance: {
    slug: 'remittance',
    get heading() {
      return m.navigator_tools_remittance_heading()
    },
    get summary() {
      return m.navigator_tools_remittance_summary()
    },
    get plans() {
      return [m.navigator_tools_remittance_plans_1(), m.navigator_tools_remittance_plans_2(), m.navigator_tools_remittance_plans_3()]
    },
    image: '/images/navigator/remittance.svg',
    live: true,
    tryNow: {
      get label() {
        return m.navigator_tools_remittance_try_now_label()
      },
      get to() {
        return homeCorridorPath(getLocale())
      },
    },
  },
  guides: {
    slug: 'guides',
    get heading() {
      return m.navigator_tools_guides_heading()
    },
    get summary() {
      return m.navigator_tools_guides_summary()
    },
    get plans() {
      return [m.navigator_tools_guides_plans_1(), m.navigator_tools_guides_plans_2(), m.navigator_tools_guides_plans_3()]
    },
    image: '/images/navigator/guides.svg',
    live: true,
  },
  loans: {
    slug: 'loans',
    get heading() {
      return m.navigator_tools_loans_heading()
    },
    get summary() {
      return m.navigator_tools_loans_summary()
    },
    get plans() {
      return [m.navigator_tools_loans_plans_1(), m.navigator_tools_loans_plans_2(), m.navigator_tools_loans_plans_3()]
    },
    image: '/images/navigator/loans.svg',
    live: true,
    tryNow: {
      get label() {
        return m.navigator_tools_loans_try_now_label()
      },
      to: '/navigator/loans',
    },
  },
}

/** The five cards on /navigator, in order (working tools first; the remittance analyzer, the first working tool, leads). */
export const navigatorCards: NavigatorToolSlug[] = ['remittance', 'credit-cards', 'guides', 'bank-accounts', 'investing']

/** Working tools that are not among the spec's five cards, linked below them on /navigator. */
export const navigatorAlsoAvailable: NavigatorToolSlug[] = ['loans']

export const navigatorToolCopy = {
  get badge() {
    return m.navigator_tool_copy_badge()
  },
  /** The mark on a working tool's card (a tool's `live`), and the heading that points to working tools. */
  get availableBadge() {
    return m.navigator_tool_copy_available_badge()
  },
  get availableHeading() {
    return m.navigator_tool_copy_available_heading()
  },
  get liveCardCta() {
    return m.navigator_tool_copy_live_card_cta()
  },
  get plansHeading() {
    return m.navigator_tool_copy_plans_heading()
  },
  waitlistCta: {
    get label() {
      return m.navigator_tool_copy_waitlist_cta_label()
    },
    to: '/signup',
  },
  backLink: {
    get label() {
      return m.navigator_tool_copy_back_link_label()
    },
    to: '/navigator',
  },
}
