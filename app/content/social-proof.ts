/**
 * Copy for the REAL social proof (SOCIAL_PROOF=real, docs/decisions/022-true-numbers.md): figures and
 * notices from confirmed joins only. The simulated copy is the spec's, in ./signup.ts and
 * app/lib/social-proof.ts.
 */
import { formatCount } from '~/lib/format-count'

export const realCounterCopy = {
  /** "12 people confirmed their place in the last 24 hours". */
  lastDay: (n: number) => `${n === 1 ? 'person' : 'people'} confirmed their place in the last 24 hours`,
  /** Beside the 24-hour figure: "340 in all". */
  inAll: (n: number) => `${formatCount(n)} in all`,
  /** When only the total is large enough: "340 people have confirmed their place on the waitlist". */
  total: (n: number) => `${n === 1 ? 'person has' : 'people have'} confirmed their place on the waitlist`,
}

/** What a real notice says of a join's interest ("interested in investing"). */
const interestPhrases: Record<string, string> = {
  investing: 'investing',
  banking: 'banking',
  insurance: 'insurance',
  homeland: 'investing back home',
  business: 'small business',
}

/** "Ada joined the waitlist 3 hours ago, interested in investing". */
export function realNoticeText(firstName: string, ago: string, interest: string): string {
  const phrase = interestPhrases[interest]
  return phrase ? `${firstName} joined the waitlist ${ago}, interested in ${phrase}` : `${firstName} joined the waitlist ${ago}`
}

/** How long ago, in words a notice can carry without pretending to be live. */
export function agoText(minutes: number): string {
  if (minutes < 60) return 'in the last hour'
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`
  const days = Math.floor(hours / 24)
  return days === 1 ? 'yesterday' : `${days} days ago`
}
