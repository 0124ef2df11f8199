/**
 * The learning hub's copy and configuration: /learn, /learn/<slug>, /learn/glossary, the question box
 * ("Ask the guides") and the reading lists of the coming-soon pages. The guides themselves are files in
 * app/content/guides/<language>/<slug>.md and the glossary is app/content/glossary/<language>.yaml
 * (docs/decisions/024-learning-hub.md).
 */
import type { Interest } from '~/lib/waitlist-constants'

/** Every guide, by its file name. A guide file whose name is not here is refused at start-up. */
export const guideSlugs = [
  'bank-account-without-ssn',
  'bank-on-and-chexsystems',
  'sending-money-home',
  'credit-from-zero',
  'credit-reports-and-disputes',
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
] as const

export type GuideSlug = (typeof guideSlugs)[number]

/** The `##` headings every guide has (and the optional self-check), as written in the files. */
export const requiredSections = { steps: 'Steps', watchOut: 'Watch out', check: 'Check yourself' } as const

export const LEARN_PATH = '/learn'
export const GLOSSARY_PATH = '/learn/glossary'
export const guidePath = (slug: string) => `${LEARN_PATH}/${slug}`
export const glossaryTermPath = (slug: string) => `${GLOSSARY_PATH}#${slug}`

/** The hub's groups: "start here" first, then the waitlist's five interests. */
export const interestGroups: Record<Interest, { heading: string; intro: string }> = {
  banking: { heading: 'Banking, credit and sending money', intro: 'Accounts, credit scores, transfers home and your rights.' },
  investing: { heading: 'Investing in the US', intro: 'How investing and retirement accounts work, and what they cost.' },
  insurance: { heading: 'Insurance', intro: 'Health and other insurance, and who can get what.' },
  homeland: { heading: 'Investing and money back home', intro: 'Sending, saving and investing across borders, safely.' },
  business: { heading: 'Small business', intro: 'Starting a business, taxes and getting credit for it.' },
}

export const learnCopy = {
  meta: {
    title: 'Learning Hub: plain guides to US money',
    description:
      'Short, sourced guides for African immigrants: bank accounts without an SSN, credit from zero, sending money home, the ITIN, scams, investing and insurance.',
  },
  heading: 'Learning Hub',
  intro:
    'Short guides to the US money system, in plain English. Each one answers a real question first, then shows the steps and the sources.',
  startHere: { heading: 'New to the US: start here', intro: 'The first things most newcomers need.' },
  glossaryLink: { label: 'Glossary: money words explained', to: GLOSSARY_PATH },
  minutes: (minutes: number) => `${minutes} min read`,
  disclaimer: 'General information, not financial, tax or legal advice.',
}

export const askCopy = {
  label: 'Ask the guides',
  hint: 'Type a question in your own words, for example "can I open a bank account with a passport?"',
  submit: 'Ask',
  /** The most characters a question may have. */
  maxLength: 200,
  errorTitle: 'Please check your question',
  errors: {
    empty: 'Type a question first.',
    tooLong: 'Please keep your question under 200 characters.',
    invalid: 'This question has characters we cannot read. Please type it again.',
  },
  answersHeading: (question: string) => `Answers to "${question}"`,
  answersIntro:
    'The guides that answer it best, with the part that answers it. They are general information, not advice for your situation.',
  readSection: (heading: string) => `Read "${heading}"`,
  inGuide: 'In the guide',
  termsHeading: 'Words in your question',
  noAnswerHeading: 'No guide answers this yet',
  noAnswer:
    'We did not find a guide that answers this question. Try other words, or browse the guides below. For a personal question about taxes, immigration or a complaint, ask a free official service such as the IRS VITA program or the CFPB.',
  officialHelp: [
    { label: 'Free tax help (IRS VITA)', href: 'https://www.irs.gov/individuals/free-tax-return-preparation-for-qualifying-taxpayers' },
    { label: 'Submit a complaint to the CFPB', href: 'https://www.consumerfinance.gov/complaint/' },
  ],
  browseAll: 'Browse all guides',
}

export const guideCopy = {
  backLink: { label: 'All guides', to: LEARN_PATH },
  answerHeading: 'The short answer',
  audience: 'For:',
  reviewed: (date: string) => `Last reviewed ${date}`,
  needHeading: 'What you need',
  sourcesHeading: 'Sources',
  checked: (date: string) => `checked ${date}`,
  termsHeading: 'Words in this guide',
  relatedHeading: 'Related guides',
  showAnswer: 'Show the answer',
  notFound: { title: 'Guide not found', message: 'There is no guide at this address. The hub lists them all.' },
}

export const glossaryCopy = {
  meta: {
    title: 'Glossary: US money words explained',
    description: 'Plain definitions of the US banking, credit, tax, investing and insurance words our guides use.',
  },
  heading: 'Glossary',
  intro: 'Short, plain definitions of the words our guides use. Each word has its own link you can share.',
  source: 'Source',
  backLink: { label: 'All guides', to: LEARN_PATH },
}

/** /navigator/guides: the guides tool leads into the hub. */
export const guidesToolCopy = {
  meta: {
    title: 'Financial Literacy Guides',
    description: 'Ask a money question and get the guide that answers it, or start with the newcomer essentials.',
  },
  heading: 'Financial Literacy Guides',
  intro: 'Plain-language guides to the US money system, written for the diaspora. Ask a question, or start with the essentials.',
  backLink: { label: 'All navigator tools', to: '/navigator' },
  hubLink: { label: 'See all guides', to: LEARN_PATH },
}

/** The coming-soon pages' reading list ("While you wait, read:"), by path. */
export const whileYouWait = {
  heading: 'While you wait, read:',
  byPage: {
    banking: ['bank-account-without-ssn', 'bank-on-and-chexsystems', 'sending-money-home', 'credit-from-zero'],
    invest: ['investing-basics', 'retirement-accounts', 'investing-back-home-safely'],
    'personal-finance': ['budgeting-with-family-back-home', 'credit-from-zero', 'savings-circles', 'scams-that-target-immigrants'],
    taxes: ['first-tax-return', 'itin', 'reporting-accounts-abroad'],
    goals: ['budgeting-with-family-back-home', 'savings-circles', 'investing-basics'],
  } satisfies Record<string, GuideSlug[]>,
}
