/**
 * REAL social proof (SOCIAL_PROOF=real, docs/decisions/022-true-numbers.md): the rules that turn what
 * the database knows about confirmed joins into what /signup may show. Pure, so the threshold, the
 * name check and the wording are unit-tested without a database.
 */
import { agoText, realNoticeText, someoneNoticeText } from '~/lib/social-proof-text'

import { shownFirstName } from './notice-name'

/**
 * A figure is shown only from this many confirmed joins up. Below it a count says "almost nobody is
 * here", which is worse than silence, and a notice would all but name the person to anyone who
 * knows who joined (with three members, "Ada joined" is Ada). Ten is small enough to be reached in
 * the first days of a real launch and large enough that a first name in a notice is one of many.
 */
export const SOCIAL_PROOF_MIN_COUNT = 10
/** Notices come from at most this many of the newest confirmations ... */
export const RECENT_NAMES = 10
/** ... made in the last 7 days (older joins are not news). */
export const RECENT_DAYS = 7
/** The in-process cache of the figures (app/.server/waitlist/social-proof.server.ts). */
export const SOCIAL_PROOF_CACHE_MS = 60_000

/** One recent confirmation; `firstName` is null when an admin hid the name (it never leaves the database then). */
export type ConfirmedJoin = { firstName: string | null; interest: string; confirmedAt: string }
export type RealFigures = { total: number; lastDay: number; recent: ConfirmedJoin[] }
type ProofNotice = { initial: string; text: string }
/** What the page shows; a null figure is not shown. */
export type RealProofView = { total: number | null; lastDay: number | null; notices: ProofNotice[] }

/**
 * The first name a notice may show, or null: a plain name of one script, without look-alikes, mark
 * stacks, digits, symbols or a blocklisted word (./notice-name.ts, decision 035).
 */
export function noticeFirstName(raw: unknown): string | null {
  return shownFirstName(raw)
}

/**
 * The figures, cut at the threshold, and a notice per recent join: with its first name when that
 * passes the check, otherwise with its interest alone (an empty initial: the page shows an icon).
 */
export function realProofView(figures: RealFigures, now: Date): RealProofView {
  const total = figures.total >= SOCIAL_PROOF_MIN_COUNT ? figures.total : null
  const lastDay = total !== null && figures.lastDay >= SOCIAL_PROOF_MIN_COUNT ? figures.lastDay : null
  if (total === null) return { total: null, lastDay: null, notices: [] }
  const notices: ProofNotice[] = []
  for (const join of figures.recent.slice(0, RECENT_NAMES)) {
    const at = Date.parse(join.confirmedAt)
    if (Number.isNaN(at)) continue
    const minutes = Math.max(0, Math.floor((now.getTime() - at) / 60_000))
    // A name that fails the check, or that an admin hid, is never shown: the join still is, as its interest.
    const name = noticeFirstName(join.firstName)
    notices.push(
      name
        ? { initial: Array.from(name)[0]!.toUpperCase(), text: realNoticeText(name, agoText(minutes), join.interest) }
        : { initial: '', text: someoneNoticeText(agoText(minutes), join.interest) },
    )
  }
  return { total, lastDay, notices }
}
