/** Copy for the home page (/ and /home). Navigator tabs live in ./navigator.ts. */
import { homeCorridorPath } from '~/lib/remittance-home'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { siteStatus } from './site'

export const homeMeta = {
  get title() {
    return m.home_meta_title()
  },
  get description() {
    return m.home_meta_description()
  },
}

export const hero = {
  get eyebrow() {
    return siteStatus()
  },
  get heading() {
    return m.home_hero_heading()
  },
  get intro() {
    return m.home_hero_intro()
  },
  primaryCta: {
    get label() {
      return m.home_hero_primary_cta_label()
    },
    to: '/signup',
  },
  secondaryCta: {
    get label() {
      return m.home_hero_secondary_cta_label()
    },
    to: '/navigator',
  },
}

/** The hero's direct way into the working tool (issue 21). */
export const heroToolLink = {
  get label() {
    return m.home_hero_tool_link_label()
  },
  /** The language's own corridor (app/lib/remittance-query.ts, decision 039). */
  get to() {
    return homeCorridorPath(getLocale())
  },
}

export type CarouselSlide = {
  id: string
  /** Path under public/. */
  image: string
  title: string
  description: string
}

export const storyHeading = {
  get heading() {
    return m.home_story_heading_heading()
  },
  get intro() {
    return m.home_story_heading_intro()
  },
  get slidesLabel() {
    return m.home_story_slides_label()
  },
  get chooseSlide() {
    return m.home_story_choose_slide()
  },
}

/** "Step 2 of 8" above a slide. */
export const storyStep = (current: number, total: number) => m.home_story_step({ current: String(current), total: String(total) })

/** A partner logo's text alternative. */
export const partnerLogoAlt = (name: string) => m.home_partner_logo_alt({ name })

export const slides: CarouselSlide[] = [
  {
    id: 'arrive',
    image: '/images/slides/arrive.svg',
    get title() {
      return m.home_slides_arrive_title()
    },
    get description() {
      return m.home_slides_arrive_description()
    },
  },
  {
    id: 'bank',
    image: '/images/slides/bank.svg',
    get title() {
      return m.home_slides_bank_title()
    },
    get description() {
      return m.home_slides_bank_description()
    },
  },
  {
    id: 'credit',
    image: '/images/slides/credit.svg',
    get title() {
      return m.home_slides_credit_title()
    },
    get description() {
      return m.home_slides_credit_description()
    },
  },
  {
    id: 'remit',
    image: '/images/slides/remit.svg',
    get title() {
      return m.home_slides_remit_title()
    },
    get description() {
      return m.home_slides_remit_description()
    },
  },
  {
    id: 'circle',
    image: '/images/slides/circle.svg',
    get title() {
      return m.home_slides_circle_title()
    },
    get description() {
      return m.home_slides_circle_description()
    },
  },
  {
    id: 'invest',
    image: '/images/slides/invest.svg',
    get title() {
      return m.home_slides_invest_title()
    },
    get description() {
      return m.home_slides_invest_description()
    },
  },
  {
    id: 'homeland',
    image: '/images/slides/homeland.svg',
    get title() {
      return m.home_slides_homeland_title()
    },
    get description() {
      return m.home_slides_homeland_description()
    },
  },
  {
    id: 'legacy',
    image: '/images/slides/legacy.svg',
    get title() {
      return m.home_slides_legacy_title()
    },
    get description() {
      return m.home_slides_legacy_description()
    },
  },
]

export type Partner = { name: string; logo: string }

export const partnersHeading = () => m.home_partners_heading()
export const partnersNote = () => m.home_partners_note()

export const partners: Partner[] = [
  {
    get name() {
      return m.home_partners_1_name()
    },
    logo: '/images/partners/partner-1.svg',
  },
  {
    get name() {
      return m.home_partners_2_name()
    },
    logo: '/images/partners/partner-2.svg',
  },
  {
    get name() {
      return m.home_partners_3_name()
    },
    logo: '/images/partners/partner-3.svg',
  },
  {
    get name() {
      return m.home_partners_4_name()
    },
    logo: '/images/partners/partner-4.svg',
  },
  {
    get name() {
      return m.home_partners_5_name()
    },
    logo: '/images/partners/partner-5.svg',
  },
]

export type SolutionIcon = 'target' | 'book' | 'sunrise' | 'growth'
export type Solution = { id: string; icon: SolutionIcon; title: string; description: string; to: string }

export const solutionsHeading = {
  get heading() {
    return m.home_solutions_heading_heading()
  },
  get intro() {
    return m.home_solutions_heading_intro()
  },
}

export const solutions: Solution[] = [
  {
    id: 'goal-setting',
    icon: 'target',
    get title() {
      return m.home_solutions_goal_setting_title()
    },
    get description() {
      return m.home_solutions_goal_setting_description()
    },
    to: '/goals',
  },
  {
    id: 'learn-investing',
    icon: 'book',
    get title() {
      return m.home_solutions_learn_investing_title()
    },
    get description() {
      return m.home_solutions_learn_investing_description()
    },
    to: '/learn',
  },
  {
    id: 'retirement',
    icon: 'sunrise',
    get title() {
      return m.home_solutions_retirement_title()
    },
    get description() {
      return m.home_solutions_retirement_description()
    },
    to: '/personal-finance',
  },
  {
    id: 'wealth-building',
    icon: 'growth',
    get title() {
      return m.home_solutions_wealth_building_title()
    },
    get description() {
      return m.home_solutions_wealth_building_description()
    },
    to: '/invest',
  },
]

export const feature = {
  get eyebrow() {
    return m.home_feature_eyebrow()
  },
  get heading() {
    return m.home_feature_heading()
  },
  get intro() {
    return m.home_feature_intro()
  },
  get points() {
    return [m.home_feature_points_1(), m.home_feature_points_2(), m.home_feature_points_3()]
  },
  cta: {
    get label() {
      return m.home_feature_cta_label()
    },
    to: '/signup',
  },
}

export type SampleTransaction = { id: string; label: string; detail: string; amount: string; direction: 'in' | 'out' }

/** The phone mock-up's static demo data: a sample balance and 3 transactions of one fixed amount. */
export const phoneMockup = {
  get caption() {
    return m.home_phone_mockup_caption()
  },
  get accountLabel() {
    return m.home_phone_mockup_account_label()
  },
  balance: '$12,480.50',
  get transactionsHeading() {
    return m.home_phone_mockup_transactions_heading()
  },
  transactions: [
    {
      id: 't1',
      get label() {
        return m.home_phone_mockup_transactions_t1_label()
      },
      get detail() {
        return m.home_phone_mockup_transactions_t1_detail()
      },
      amount: '$250.00',
      direction: 'out',
    },
    {
      id: 't2',
      get label() {
        return m.home_phone_mockup_transactions_t2_label()
      },
      get detail() {
        return m.home_phone_mockup_transactions_t2_detail()
      },
      amount: '$250.00',
      direction: 'out',
    },
    {
      id: 't3',
      get label() {
        return m.home_phone_mockup_transactions_t3_label()
      },
      get detail() {
        return m.home_phone_mockup_transactions_t3_detail()
      },
      amount: '$250.00',
      direction: 'in',
    },
  ] satisfies SampleTransaction[],
}

export const testimonialsHeading = {
  get heading() {
    return m.home_testimonials_heading_heading()
  },
  get intro() {
    return m.home_testimonials_heading_intro()
  },
}

/** SIMULATED: the same three people as /signup (./testimonials.ts). */
export { testimonials } from './testimonials'

export const ctaBlock = {
  get heading() {
    return m.home_cta_block_heading()
  },
  get intro() {
    return m.home_cta_block_intro()
  },
  /** To the waitlist: the way to get started today. */
  getStarted: {
    get label() {
      return m.home_cta_block_get_started_label()
    },
    to: '/signup',
  },
  /** Its destination (a booking page or an e-mail to the team) comes from configuration (CONSULTATION_URL). */
  get bookConsultation() {
    return m.home_cta_block_book_consultation()
  },
  /** To account sign-up. */
  signUp: {
    get label() {
      return m.home_cta_block_sign_up_label()
    },
    to: '/auth?mode=sign-up',
  },
  get note() {
    return m.home_cta_block_note()
  },
}
