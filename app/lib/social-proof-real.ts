/**
 * REAL social proof (SOCIAL_PROOF=real, docs/decisions/022-true-numbers.md): the rules that turn what
 * the database knows about confirmed joins into what /signup may show. Pure, so the threshold, the
 * name check and the wording are unit-tested without a database.
 */
import { agoText, realNoticeText } from '~/content/social-proof'

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
/** The in-process cache of the figures (app/.server/social-proof.server.ts). */
export const SOCIAL_PROOF_CACHE_MS = 60_000

export type ConfirmedJoin = { firstName: string; interest: string; confirmedAt: string }
export type RealFigures = { total: number; lastDay: number; recent: ConfirmedJoin[] }
type ProofNotice = { initial: string; text: string }
/** What the page shows; a null figure is not shown. */
export type RealProofView = { total: number | null; lastDay: number | null; notices: ProofNotice[] }

/**
 * The first name a notice may show, or null. The name is typed by the joiner and shown to every
 * visitor, so only a plain name passes: letters (any script) with inner apostrophes or hyphens, 2 to
 * 20 characters. Anything else (a domain, a URL, digits, an e-mail, markup) shows no notice.
 */
export function noticeFirstName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const name = raw.normalize('NFC').trim()
  if (name.length < 2 || name.length > 20) return null
  if (!/^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u.test(name)) return null
  return name
}

/** The figures, cut at the threshold, and the notices of recent joins with a plain first name. */
export function realProofView(figures: RealFigures, now: Date): RealProofView {
  const total = figures.total >= SOCIAL_PROOF_MIN_COUNT ? figures.total : null
  const lastDay = total !== null && figures.lastDay >= SOCIAL_PROOF_MIN_COUNT ? figures.lastDay : null
  if (total === null) return { total: null, lastDay: null, notices: [] }
  const notices: ProofNotice[] = []
  for (const join of figures.recent.slice(0, RECENT_NAMES)) {
    const name = noticeFirstName(join.firstName)
    const at = Date.parse(join.confirmedAt)
    if (!name || Number.isNaN(at)) continue
    const minutes = Math.max(0, Math.floor((now.getTime() - at) / 60_000))
    notices.push({ initial: name.charAt(0).toUpperCase(), text: realNoticeText(name, agoText(minutes), join.interest) })
  }
  return { total, lastDay, notices }
}
