/**
 * Copy for the REAL social proof (SOCIAL_PROOF=real, docs/decisions/022-true-numbers.md): figures and
 * notices from confirmed joins only. The simulated copy is the spec's, in messages/<lang>/signup.json and
 * app/lib/social-proof.ts. Each text is read per request, in its locale (decision 030).
 */
import { formatCount } from '~/lib/format-count'
import { plural } from '~/lib/plural'
import { m } from '~/paraglide/messages.js'

export const realCounterCopy = {
  /** "12 people confirmed their place in the last 24 hours" (the words after the number). */
  lastDay: (n: number) => plural(n, m.social_proof_last_day_one(), m.social_proof_last_day_other()),
  /** Beside the 24-hour figure: "340 in all". */
  inAll: (n: number) => m.social_proof_real_counter_copy_in_all({ count: formatCount(n) }),
  /** When only the total is large enough: "340 people have confirmed their place on the waitlist". */
  total: (n: number) => plural(n, m.social_proof_total_one(), m.social_proof_total_other()),
}

/** What a real notice says of a join's interest ("interested in investing"). */
function interestPhrase(interest: string): string | undefined {
  switch (interest) {
    case 'investing':
      return m.social_proof_interest_investing()
    case 'banking':
      return m.social_proof_interest_banking()
    case 'insurance':
      return m.social_proof_interest_insurance()
    case 'homeland':
      return m.social_proof_interest_phrases_homeland()
    case 'business':
      return m.social_proof_interest_phrases_business()
    default:
      return undefined
  }
}

/** "Ada joined the waitlist 3 hours ago, interested in investing". */
export function realNoticeText(firstName: string, ago: string, interest: string): string {
  const phrase = interestPhrase(interest)
  return phrase
    ? m.social_proof_notice_with_interest({ name: firstName, ago, interest: phrase })
    : m.social_proof_notice({ name: firstName, ago })
}

/**
 * A notice without a name, for a join whose first name is not shown (it failed the name check or an
 * admin hid it: decision 035): "Someone interested in banking joined the waitlist 3 hours ago".
 */
export function someoneNoticeText(ago: string, interest: string): string {
  const phrase = interestPhrase(interest)
  return phrase ? m.social_proof_notice_someone_with_interest({ ago, interest: phrase }) : m.social_proof_notice_someone({ ago })
}

/** How long ago, in words a notice can carry without pretending to be live. */
export function agoText(minutes: number): string {
  if (minutes < 60) return m.social_proof_ago_last_hour()
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return hours === 1 ? m.social_proof_ago_one_hour() : m.social_proof_ago_hours({ count: String(hours) })
  const days = Math.floor(hours / 24)
  return days === 1 ? m.social_proof_ago_yesterday() : m.social_proof_ago_days({ count: String(days) })
}
