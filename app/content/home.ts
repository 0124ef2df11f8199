/**
 * The home page's lists (/ and /home): each item pairs its paths and images with its message functions,
 * called where they are shown (messages/<locale>/home.json). Navigator tabs live in ./navigator.ts.
 */
import { m } from '~/paraglide/messages.js'

type Message = () => string

export type CarouselSlide = {
  id: string
  /** Path under public/. */
  image: string
  title: Message
  description: Message
}

export const slides: CarouselSlide[] = [
  { id: 'arrive', image: '/images/slides/arrive.svg', title: m.home_slides_arrive_title, description: m.home_slides_arrive_description },
  { id: 'bank', image: '/images/slides/bank.svg', title: m.home_slides_bank_title, description: m.home_slides_bank_description },
  { id: 'credit', image: '/images/slides/credit.svg', title: m.home_slides_credit_title, description: m.home_slides_credit_description },
  { id: 'remit', image: '/images/slides/remit.svg', title: m.home_slides_remit_title, description: m.home_slides_remit_description },
  { id: 'circle', image: '/images/slides/circle.svg', title: m.home_slides_circle_title, description: m.home_slides_circle_description },
  { id: 'invest', image: '/images/slides/invest.svg', title: m.home_slides_invest_title, description: m.home_slides_invest_description },
  {
    id: 'homeland',
    image: '/images/slides/homeland.svg',
    title: m.home_slides_homeland_title,
    description: m.home_slides_homeland_description,
  },
  { id: 'legacy', image: '/images/slides/legacy.svg', title: m.home_slides_legacy_title, description: m.home_slides_legacy_description },
]

export const partners: { name: Message; logo: string }[] = [
  { name: m.home_partners_1_name, logo: '/images/partners/partner-1.svg' },
  { name: m.home_partners_2_name, logo: '/images/partners/partner-2.svg' },
  { name: m.home_partners_3_name, logo: '/images/partners/partner-3.svg' },
  { name: m.home_partners_4_name, logo: '/images/partners/partner-4.svg' },
  { name: m.home_partners_5_name, logo: '/images/partners/partner-5.svg' },
]

export type SolutionIcon = 'target' | 'book' | 'sunrise' | 'growth'
export type Solution = { id: string; icon: SolutionIcon; title: Message; description: Message; to: string }

export const solutions: Solution[] = [
  {
    id: 'goal-setting',
    icon: 'target',
    title: m.home_solutions_goal_setting_title,
    description: m.home_solutions_goal_setting_description,
    to: '/goals',
  },
  {
    id: 'learn-investing',
    icon: 'book',
    title: m.home_solutions_learn_investing_title,
    description: m.home_solutions_learn_investing_description,
    to: '/learn',
  },
  {
    id: 'retirement',
    icon: 'sunrise',
    title: m.home_solutions_retirement_title,
    description: m.home_solutions_retirement_description,
    to: '/personal-finance',
  },
  {
    id: 'wealth-building',
    icon: 'growth',
    title: m.home_solutions_wealth_building_title,
    description: m.home_solutions_wealth_building_description,
    to: '/invest',
  },
]

export type SampleTransaction = { id: string; label: Message; detail: Message; amount: string; direction: 'in' | 'out' }

/** The phone mock-up's static demo data: a sample balance and 3 transactions of one fixed amount. */
export const phoneMockup = {
  balance: '$12,480.50',
  transactions: [
    {
      id: 't1',
      label: m.home_phone_mockup_transactions_t1_label,
      detail: m.home_phone_mockup_transactions_t1_detail,
      amount: '$250.00',
      direction: 'out',
    },
    {
      id: 't2',
      label: m.home_phone_mockup_transactions_t2_label,
      detail: m.home_phone_mockup_transactions_t2_detail,
      amount: '$250.00',
      direction: 'out',
    },
    {
      id: 't3',
      label: m.home_phone_mockup_transactions_t3_label,
      detail: m.home_phone_mockup_transactions_t3_detail,
      amount: '$250.00',
      direction: 'in',
    },
  ] satisfies SampleTransaction[],
}
