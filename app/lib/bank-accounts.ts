/**
 * The Bank Account Finder's rules (/navigator/bank-accounts), pure and unit-tested: what people in a
 * visitor's situation can usually open, what to bring and what to ask (from what she says she has),
 * and the order of the credit unions near her. General education: the page words each item as what
 * "people in this situation" usually find, never as advice. Sources: ../shared/research/learning-and-tools.md
 * (CFPB newcomer checklist, CFPB "Your Money, Your Goals", the Bank On National Account Standards).
 */
import type { BankAccountFormErrors, BankAccountFormValues } from './bank-accounts-query'
import { type CreditUnion, type Place, milesBetween } from './credit-unions'

/** What a visitor may say she has (the form's repeated `has` checkboxes), in the form's order. */
export const HAS_VALUES = ['passport', 'itin', 'consular-id', 'us-address', 'chexsystems'] as const
export type Has = (typeof HAS_VALUES)[number]

/** The distances the form offers, in miles; 25 unless chosen. */
export const MILES_CHOICES = [10, 25, 50] as const
export type Miles = (typeof MILES_CHOICES)[number]
export const DEFAULT_MILES: Miles = 25

/** Credit unions per page of results. */
export const PAGE_SIZE = 10

/**
 * The kinds of account, in the order the answer lists them:
 * - `second-chance`: an account made for people with a ChexSystems record (only with `chexsystems`);
 * - `checking`: a checking account at a credit union or bank that accepts her ID (needs an ID number);
 * - `savings`: an account that pays interest, which needs an SSN or ITIN (CFPB), so only with `itin`;
 * - `bank-on`: an account certified to the Bank On National Account Standards (low cost, no overdraft fees);
 * - `prepaid`: a prepaid card, the last resort.
 */
export type AccountKind = 'second-chance' | 'checking' | 'savings' | 'bank-on' | 'prepaid'

/** The IDs a bank or credit union may accept instead of an SSN, among what she ticked. */
type IdDocument = 'passport' | 'itin' | 'consular-id'

/** What to bring, in order. */
export type BringItem = IdDocument | 'proof-of-address' | 'no-us-address' | 'ssn-or-itin' | 'opening-deposit'

/** The questions to ask before opening, in order. */
export type Question = 'accepts-id' | 'monthly-fee' | 'overdraft' | 'opening-deposit' | 'chexsystems' | 'bank-on'

export type Situation = {
  /** The IDs she ticked that can stand for an SSN (passport, ITIN, consular ID), in the form's order. */
  ids: IdDocument[]
  /** She ticked none of them: most places need an ID number first (the Customer Identification Program). */
  needsIdNumber: boolean
  kinds: AccountKind[]
  bring: BringItem[]
  /** A ChexSystems record: second-chance accounts and the free report (Fair Credit Reporting Act). */
  chexsystems: boolean
  questions: Question[]
}

/** The plain answer for what she has (any order, duplicates ignored). */
export function situationOf(has: Iterable<Has>): Situation {
  const set = new Set(has)
  const ids = (['passport', 'itin', 'consular-id'] as const).filter((id) => set.has(id))
  const needsIdNumber = ids.length === 0
  const chexsystems = set.has('chexsystems')

  const kinds: AccountKind[] = []
  if (chexsystems) kinds.push('second-chance')
  if (!needsIdNumber) kinds.push('checking')
  if (set.has('itin')) kinds.push('savings')
  kinds.push('bank-on', 'prepaid')

  const bring: BringItem[] = [...ids]
  if (!set.has('itin')) bring.push('ssn-or-itin')
  bring.push(set.has('us-address') ? 'proof-of-address' : 'no-us-address', 'opening-deposit')

  const questions: Question[] = ['accepts-id', 'monthly-fee', 'overdraft', 'opening-deposit', 'chexsystems', 'bank-on']
  return { ids, needsIdNumber, kinds, bring, chexsystems, questions }
}

/**
 * The field of membership where a source says what its code means; `ask` for every other code.
 * NCUA's own field list (FOICUDES.txt) does not decode TOM_CODE. The one table found lists "00
 * Community" and "01 Associational - faith based" (CU Collaborate, "What the Heck Is a TOM Code?",
 * https://www.cucollaborate.com/blogs/what-the-heck-is-a-tom-code, read 2026-11-29 through the
 * research store; it counts charters from NCUA call-report data). A community charter serves "a
 * well-defined local community, neighborhood, or rural district" (NCUA's Chartering and Field of
 * Membership Manual, 12 CFR Part 701 Appendix B, law.cornell.edu, read 2026-11-29).
 */
export type Membership = 'community' | 'faith-based' | 'ask'

export function membershipOf(code: string): Membership {
  if (code === '00') return 'community'
  if (code === '01') return 'faith-based'
  return 'ask'
}

/** NCUA's asset band (PEER_GROUP, FOICUDES.txt): 1 under $2M, 2 $2M-$10M, ... 6 $500M and over. */
export type AssetBand = 1 | 2 | 3 | 4 | 5 | 6

export type Nearby = { cu: CreditUnion; miles: number }

/**
 * The credit unions headquartered (mailing address) within `miles` of a place, nearest first; at the
 * same distance (often the same ZIP), more members first, then by name.
 */
export function creditUnionsNear(located: readonly { cu: CreditUnion; place: Place }[], origin: Place, miles: number): Nearby[] {
  const near: Nearby[] = []
  for (const { cu, place } of located) {
    const distance = milesBetween(origin, place)
    if (distance <= miles) near.push({ cu, miles: distance })
  }
  return near.sort((a, b) => a.miles - b.miles || b.cu.members - a.cu.members || a.cu.name.localeCompare(b.cu.name, 'en'))
}

/** A state's credit unions by size: more members first, then by name. */
export function bySize(creditUnions: readonly CreditUnion[]): CreditUnion[] {
  return [...creditUnions].sort((a, b) => b.members - a.members || a.name.localeCompare(b.name, 'en'))
}

/** Which slice of `count` results a page shows (1-based), and how many pages there are. */
export function pageOf(count: number, page: number): { pages: number; start: number; end: number } {
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE))
  const start = (page - 1) * PAGE_SIZE
  return { pages, start, end: Math.min(count, start + PAGE_SIZE) }
}

/** One credit union as the page shows it: what the data says, and only that. */
export type CreditUnionEntry = {
  /** NCUA charter number, shown beside the link to NCUA's "Research a Credit Union" tool. */
  charter: number
  name: string
  tradeNames: string[]
  city: string
  state: string
  /** Straight-line miles from her ZIP's centre to the head office's ZIP centre; null in a state list. */
  miles: number | null
  members: number
  band: AssetBand
  lowIncome: boolean
  mdi: boolean
  membership: Membership
}

/** Where a link to another page of results (or a wider search) goes, and how many it shows. */
type PageLink = { href: string; count: number }

export type CreditUnionResults = {
  /** `near`: within `miles` of a ZIP, nearest first; `state`: a state's credit unions by size. */
  kind: 'near' | 'state'
  zip: string | null
  /** The ZIP's city (from the ZIP table), or null in a state list. */
  city: string | null
  state: string
  stateName: string
  miles: Miles | null
  count: number
  from: number
  to: number
  entries: CreditUnionEntry[]
  previous: PageLink | null
  next: PageLink | null
  /** With none nearby: the same search at a larger distance (if any), and the state's list. */
  wider: { miles: Miles; href: string } | null
  stateHref: string | null
}

export type BankAccountsView = {
  values: BankAccountFormValues
  errors: BankAccountFormErrors
  states: { code: string; name: string }[]
  /** The data's date, written in the request's language ("31 December 2025"). */
  dataDate: string
  situation: Situation | null
  results: CreditUnionResults | null
}
