/** Copy for the home page (/ and /home). Navigator tabs live in ./navigator.ts. */
import { siteStatus } from './site'

export const homeMeta = {
  title: 'Diaspora Finance - Build wealth here and back home',
  description:
    'An AI-powered financial guide for African immigrants in the US: compare bank accounts, credit cards, investing platforms and remittance services, and learn to invest with confidence.',
}

export const hero = {
  get eyebrow() {
    return siteStatus()
  },
  heading: 'Your money, your roots, one financial guide',
  intro:
    'Diaspora Finance helps African immigrants and the diaspora in the United States compare financial products, send money home for less, and invest in African markets with confidence.',
  primaryCta: { label: 'Get Early Access', to: '/signup' },
  secondaryCta: { label: 'Explore the Navigator', to: '/navigator' },
}

/** The hero's direct way into the working tool (issue 21). */
export const heroToolLink = { label: 'See what sending $200 home really costs', to: '/navigator/remittance?to=NG&amount=200' }

export type CarouselSlide = {
  id: string
  /** Path under public/. */
  image: string
  title: string
  description: string
}

export const storyHeading = {
  heading: 'The diaspora money story',
  intro: 'Eight steps most of us take - and where a good guide makes each one easier.',
}

export const slides: CarouselSlide[] = [
  {
    id: 'arrive',
    image: '/images/slides/arrive.svg',
    title: 'Arriving with a plan',
    description: 'New country, new rules. Learn how US credit, banking and taxes work before they cost you.',
  },
  {
    id: 'bank',
    image: '/images/slides/bank.svg',
    title: 'Opening the right account',
    description: 'Find accounts that accept your documents, skip monthly fees and make sending money home simple.',
  },
  {
    id: 'credit',
    image: '/images/slides/credit.svg',
    title: 'Building credit from zero',
    description: 'Compare starter and secured cards that report to all three bureaus and grow your score.',
  },
  {
    id: 'remit',
    image: '/images/slides/remit.svg',
    title: 'Sending money home for less',
    description: 'See the real cost of each transfer - fees and exchange-rate margin together - before you send.',
  },
  {
    id: 'circle',
    image: '/images/slides/circle.svg',
    title: 'Saving together',
    description: 'Bring the savings circle you know - susu, esusu, chama, tontine - into a plan with clear goals.',
  },
  {
    id: 'invest',
    image: '/images/slides/invest.svg',
    title: 'Investing with confidence',
    description: 'Understand index funds, retirement accounts and African market exposure in plain language.',
  },
  {
    id: 'homeland',
    image: '/images/slides/homeland.svg',
    title: 'Investing securely back home',
    description: 'Check land, property and business opportunities at home before a single dollar moves.',
  },
  {
    id: 'legacy',
    image: '/images/slides/legacy.svg',
    title: 'Building a legacy',
    description: 'Plan for retirement, your children and the family you support - on both sides of the ocean.',
  },
]

export type Partner = { name: string; logo: string }

export const partnersHeading = 'Partners we are talking to'
export const partnersNote = 'Placeholder logos - partner names will be announced at launch.'

export const partners: Partner[] = [
  { name: 'Partner bank', logo: '/images/partners/partner-1.svg' },
  { name: 'Partner credit union', logo: '/images/partners/partner-2.svg' },
  { name: 'Partner brokerage', logo: '/images/partners/partner-3.svg' },
  { name: 'Partner remittance service', logo: '/images/partners/partner-4.svg' },
  { name: 'Partner insurer', logo: '/images/partners/partner-5.svg' },
]

export type SolutionIcon = 'target' | 'book' | 'sunrise' | 'growth'
export type Solution = { id: string; icon: SolutionIcon; title: string; description: string; to: string }

export const solutionsHeading = {
  heading: 'Solutions for every stage',
  intro: 'Whether you just landed or are planning retirement, start where you are.',
}

export const solutions: Solution[] = [
  {
    id: 'goal-setting',
    icon: 'target',
    title: 'Goal Setting',
    description: 'Turn "someday" into a plan: a home, school fees, a business back home - with milestones you can track.',
    to: '/goals',
  },
  {
    id: 'learn-investing',
    icon: 'book',
    title: 'Learn Investing',
    description: 'Short, plain-language lessons on stocks, index funds and African markets. No jargon, no hype.',
    to: '/learn',
  },
  {
    id: 'retirement',
    icon: 'sunrise',
    title: 'Retirement',
    description: '401(k), IRA or both? Learn what your employer offers and how to plan when family lives abroad.',
    to: '/personal-finance',
  },
  {
    id: 'wealth-building',
    icon: 'growth',
    title: 'Wealth Building',
    description: 'Grow savings, protect what you earn and build assets your family can count on for generations.',
    to: '/invest',
  },
]

export const feature = {
  eyebrow: 'One place for your money',
  heading: 'See everything - here and back home',
  intro:
    'Track your balance, transfers home and savings-circle contributions side by side. This is a preview of the app we are building; the numbers are sample data.',
  points: [
    'Know the true cost of every transfer home',
    'Keep savings-circle contributions on schedule',
    'Watch investments here and in African markets grow',
  ],
  cta: { label: 'Join the waitlist', to: '/signup' },
}

export type SampleTransaction = { id: string; label: string; detail: string; amount: string; direction: 'in' | 'out' }

/** The phone mock-up's static demo data: a sample balance and 3 transactions of one fixed amount. */
export const phoneMockup = {
  caption: 'Sample data',
  accountLabel: 'Total balance',
  balance: '$12,480.50',
  transactionsHeading: 'Recent activity',
  transactions: [
    { id: 't1', label: 'Sent to Lagos', detail: 'Remittance · Today', amount: '$250.00', direction: 'out' },
    { id: 't2', label: 'Savings circle', detail: 'Monthly contribution · Mon', amount: '$250.00', direction: 'out' },
    { id: 't3', label: 'Africa index fund', detail: 'Investment · Fri', amount: '$250.00', direction: 'in' },
  ] satisfies SampleTransaction[],
}

export const testimonialsHeading = {
  heading: 'What early members say',
  intro: 'From our early-access community.',
}

/** SIMULATED: the same three people as /signup (./testimonials.ts). */
export { testimonials } from './testimonials'

export const ctaBlock = {
  heading: 'Ready to build wealth with confidence?',
  intro: 'Join the early-access list today, or ask us for a consultation: we answer every request by e-mail.',
  /** To the waitlist: the way to get started today. */
  getStarted: { label: 'Get Started Now', to: '/signup' },
  /** Its destination (a booking page or an e-mail to the team) comes from configuration (CONSULTATION_URL). */
  bookConsultation: 'Book a Consultation',
  /** To account sign-up. */
  signUp: { label: 'Sign Up Now', to: '/auth?mode=sign-up' },
  note: 'Book a Consultation sends your request to our team by e-mail.',
}
