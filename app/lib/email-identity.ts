/**
 * One inbox, one credit (docs/decisions/020-fair-and-cheap.md): which addresses reach the same
 * mailbox. The stored, displayed and e-mailed address stays the one the visitor typed (trimmed and
 * lower-cased); these keys only decide what counts as the same person.
 *
 * - `mailboxKey` (duplicates): Gmail ignores dots and everything from a `+` in the local part, and
 *   googlemail.com is gmail.com, so `A.Da+1@googlemail.com` is `ada@gmail.com`. Other providers'
 *   local parts are kept as typed: some deliver `a.b` and `ab`, or `a+b` and `a`, to different people.
 * - `inboxKey` (referral credit): also drops a `+tag` at every provider, the common sub-addressing
 *   convention; one inbox earns its referrer one credit, however many tags it invents.
 * - `isRelayDomain`: forwarding services that make a new address per site on demand (DuckDuckGo,
 *   Apple, Firefox Relay, SimpleLogin, addy.io, Proton Pass). Their addresses join the list like any
 *   other (real, privacy-minded people use them), but earn their referrer no place: one inbox behind
 *   them could otherwise stand for any number of friends.
 *
 * The database applies the same rules (private.waitlist_email_key and private.waitlist_relay_domain,
 * supabase/migrations/20261126010000_waitlist_one_inbox.sql); tests/integration/waitlist-inbox.test.ts
 * checks that both agree.
 */

const GMAIL = 'gmail.com'
const GMAIL_ALIASES: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com'])

/** Forwarding services whose addresses earn no referral credit (a subdomain counts too). */
export const relayDomains = [
  'duck.com',
  'privaterelay.appleid.com',
  'mozmail.com',
  'simplelogin.com',
  'simplelogin.fr',
  'aleeas.com',
  'slmail.me',
  'anonaddy.com',
  'anonaddy.me',
  'addy.io',
  'passmail.net',
] as const

function split(email: string): { local: string; domain: string } | null {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return null
  return { local: address.slice(0, at), domain: address.slice(at + 1) }
}

function key(email: string, forCredit: boolean): string {
  const parts = split(email)
  if (!parts) return email.trim().toLowerCase()
  let { local, domain } = parts
  const gmail = GMAIL_ALIASES.has(domain)
  if (gmail) domain = GMAIL
  const plus = local.indexOf('+')
  if ((gmail || forCredit) && plus > 0) local = local.slice(0, plus)
  if (gmail) local = local.replaceAll('.', '')
  return `${local}@${domain}`
}

/** The mailbox an address reaches, for duplicate detection (Gmail's rules). */
export function mailboxKey(email: string): string {
  return key(email, false)
}

/** The inbox an address reaches, for referral credit (Gmail's rules, and `+tags` everywhere). */
export function inboxKey(email: string): string {
  return key(email, true)
}

const relaySet: ReadonlySet<string> = new Set(relayDomains)

/** Whether the address's domain (or a parent of it) is a forwarding service that mints addresses. */
export function isRelayDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().split('.').filter(Boolean)
  for (let i = 0; i < labels.length - 1; i++) if (relaySet.has(labels.slice(i).join('.'))) return true
  return false
}
