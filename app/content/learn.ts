/**
 * The learning hub's copy and configuration: /learn, /learn/<slug>, /learn/glossary, the question box
 * ("Ask the guides") and the reading lists of the coming-soon pages. The guides themselves are files in
 * app/content/guides/<language>/<slug>.md and the glossary is app/content/glossary/<language>.yaml
 * (docs/decisions/024-learning-hub.md).
 */
import { m } from '~/paraglide/messages.js'
import type { Interest } from '~/lib/waitlist-constants'

/** Every guide, by its file name. A guide file whose name is not here is refused at start-up. */
export const guideSlugs = [
  'bank-account-without-ssn',
  'bank-on-and-chexsystems',
  'sending-money-home',
  'credit-from-zero',
  'credit-reports-and-disputes',
  'credit-scores',
  'itin',
  'scams-that-target-immigrants',
  'investing-basics',
  'retirement-accounts',
  'investing-back-home-safely',
  'reporting-accounts-abroad',
  'savings-circles',
  'health-insurance-by-status',
  'other-insurance-basics',
  'first-tax-return',
  'small-business-with-itin',
  'small-business-credit',
  'budgeting-with-family-back-home',
  'money-sent-home-and-taxes',
] as const

export type GuideSlug = (typeof guideSlugs)[number]

/** The `##` headings every guide has (and the optional self-check), as written in the files. */
export const requiredSections = {
  get steps() {
    return m.learn_required_sections_steps()
  },
  get watchOut() {
    return m.learn_required_sections_watch_out()
  },
  get check() {
    return m.learn_required_sections_check()
  },
} as const

export const LEARN_PATH = '/learn'
export const GLOSSARY_PATH = '/learn/glossary'
export const guidePath = (slug: string) => `${LEARN_PATH}/${slug}`
export const glossaryTermPath = (slug: string) => `${GLOSSARY_PATH}#${slug}`

/** The hub's groups: "start here" first, then the waitlist's five interests. */
export const interestGroups: Record<Interest, { heading: string; intro: string }> = {
  banking: {
    get heading() {
      return m.learn_interest_groups_banking_heading()
    },
    get intro() {
      return m.learn_interest_groups_banking_intro()
    },
  },
  investing: {
    get heading() {
      return m.learn_interest_groups_investing_heading()
    },
    get intro() {
      return m.learn_interest_groups_investing_intro()
    },
  },
  insurance: {
    get heading() {
      return m.learn_interest_groups_insurance_heading()
    },
    get intro() {
      return m.learn_interest_groups_insurance_intro()
    },
  },
  homeland: {
    get heading() {
      return m.learn_interest_groups_homeland_heading()
    },
    get intro() {
      return m.learn_interest_groups_homeland_intro()
    },
  },
  business: {
    get heading() {
      return m.learn_interest_groups_business_heading()
    },
    get intro() {
      return m.learn_interest_groups_business_intro()
    },
  },
}

export const learnCopy = {
  meta: {
    get title() {
      return m.learn_copy_meta_title()
    },
    get description() {
      return m.learn_copy_meta_description()
    },
  },
  get heading() {
    return m.learn_copy_heading()
  },
  get intro() {
    return m.learn_copy_intro()
  },
  startHere: {
    get heading() {
      return m.learn_copy_start_here_heading()
    },
    get intro() {
      return m.learn_copy_start_here_intro()
    },
  },
  glossaryLink: {
    get label() {
      return m.learn_copy_glossary_link_label()
    },
    to: GLOSSARY_PATH,
  },
  minutes: (minutes: number) => m.learn_copy_minutes({ minutes: String(minutes) }),
  get disclaimer() {
    return m.learn_copy_disclaimer()
  },
}

export const askCopy = {
  get label() {
    return m.learn_ask_copy_label()
  },
  get hint() {
    return m.learn_ask_copy_hint()
  },
  get submit() {
    return m.learn_ask_copy_submit()
  },
  /** The most characters a question may have. */
  maxLength: 200,
  get errorTitle() {
    return m.learn_ask_copy_error_title()
  },
  errors: {
    get empty() {
      return m.learn_ask_copy_errors_empty()
    },
    get tooLong() {
      return m.learn_ask_copy_errors_too_long()
    },
    get invalid() {
      return m.learn_ask_copy_errors_invalid()
    },
  },
  answersHeading: (question: string) => m.learn_ask_copy_answers_heading({ question: String(question) }),
  get answersIntro() {
    return m.learn_ask_copy_answers_intro()
  },
  readSection: (heading: string) => m.learn_ask_copy_read_section({ heading: String(heading) }),
  get inGuide() {
    return m.learn_ask_copy_in_guide()
  },
  get termsHeading() {
    return m.learn_ask_copy_terms_heading()
  },
  get noAnswerHeading() {
    return m.learn_ask_copy_no_answer_heading()
  },
  get noAnswer() {
    return m.learn_ask_copy_no_answer()
  },
  officialHelp: [
    {
      get label() {
        return m.learn_ask_copy_official_help_1_label()
      },
      href: 'https://www.irs.gov/individuals/free-tax-return-preparation-for-qualifying-taxpayers',
    },
    {
      get label() {
        return m.learn_ask_copy_official_help_2_label()
      },
      href: 'https://www.consumerfinance.gov/complaint/',
    },
  ],
  get browseAll() {
    return m.learn_ask_copy_browse_all()
  },
}

export const guideCopy = {
  backLink: {
    get label() {
      return m.learn_guide_copy_back_link_label()
    },
    to: LEARN_PATH,
  },
  get answerHeading() {
    return m.learn_guide_copy_answer_heading()
  },
  get audience() {
    return m.learn_guide_copy_audience()
  },
  reviewed: (date: string) => m.learn_guide_copy_reviewed({ date: String(date) }),
  get needHeading() {
    return m.learn_guide_copy_need_heading()
  },
  get sourcesHeading() {
    return m.learn_guide_copy_sources_heading()
  },
  checked: (date: string) => m.learn_guide_copy_checked({ date: String(date) }),
  get termsHeading() {
    return m.learn_guide_copy_terms_heading()
  },
  get relatedHeading() {
    return m.learn_guide_copy_related_heading()
  },
  get showAnswer() {
    return m.learn_guide_copy_show_answer()
  },
  notFound: {
    get title() {
      return m.learn_guide_copy_not_found_title()
    },
    get message() {
      return m.learn_guide_copy_not_found_message()
    },
  },
}

export const glossaryCopy = {
  meta: {
    get title() {
      return m.learn_glossary_copy_meta_title()
    },
    get description() {
      return m.learn_glossary_copy_meta_description()
    },
  },
  get heading() {
    return m.learn_glossary_copy_heading()
  },
  get intro() {
    return m.learn_glossary_copy_intro()
  },
  get source() {
    return m.learn_glossary_copy_source()
  },
  backLink: {
    get label() {
      return m.learn_glossary_copy_back_link_label()
    },
    to: LEARN_PATH,
  },
}

/** /navigator/guides: the guides tool leads into the hub. */
export const guidesToolCopy = {
  meta: {
    get title() {
      return m.learn_guides_tool_copy_meta_title()
    },
    get description() {
      return m.learn_guides_tool_copy_meta_description()
    },
  },
  get heading() {
    return m.learn_guides_tool_copy_heading()
  },
  get intro() {
    return m.learn_guides_tool_copy_intro()
  },
  backLink: {
    get label() {
      return m.learn_guides_tool_copy_back_link_label()
    },
    to: '/navigator',
  },
  hubLink: {
    get label() {
      return m.learn_guides_tool_copy_hub_link_label()
    },
    to: LEARN_PATH,
  },
}

/** The coming-soon pages' reading list ("While you wait, read:"), by path. */
export const whileYouWait = {
  get heading() {
    return m.learn_while_you_wait_heading()
  },
  byPage: {
    banking: ['bank-account-without-ssn', 'bank-on-and-chexsystems', 'sending-money-home', 'credit-from-zero'],
    invest: ['investing-basics', 'retirement-accounts', 'investing-back-home-safely'],
    'personal-finance': ['budgeting-with-family-back-home', 'credit-from-zero', 'savings-circles', 'scams-that-target-immigrants'],
    taxes: ['first-tax-return', 'itin', 'reporting-accounts-abroad', 'money-sent-home-and-taxes'],
  } satisfies Record<string, GuideSlug[]>,
}
