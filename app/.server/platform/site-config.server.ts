import { z } from 'zod'

import { contact, type SiteContact, type SocialLink, type SocialNetwork, socialLinks } from '~/content/site'

/*
 * Contact details and social profiles come from configuration, so a deployment shows its own real
 * ones and nothing fictional (UX review item 8):
 *   CONTACT_EMAIL                    the public contact address (default info@diasporafinance.com)
 *   CONTACT_PHONE                    a phone number, e.g. "+1 (202) 555-7788"; unset: no phone is shown
 *   SOCIAL_TWITTER_URL, SOCIAL_INSTAGRAM_URL, SOCIAL_LINKEDIN_URL
 *                                    https links replacing the defaults; "off" hides that network
 *   CONSULTATION_URL                 where "Book a Consultation" leads (https or mailto:); default an
 *                                    e-mail to CONTACT_EMAIL asking for a consultation
 */

const Email = z.email()
const HttpsUrl = z.url({ protocol: /^https$/ })
const ConsultationUrl = z.union([HttpsUrl, z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/)])

const NETWORK_ENV: Record<SocialNetwork, string> = {
  twitter: 'SOCIAL_TWITTER_URL',
  instagram: 'SOCIAL_INSTAGRAM_URL',
  linkedin: 'SOCIAL_LINKEDIN_URL',
}

/** A phone number as shown and as a tel: URI; throws on something that is not one. */
export function parsePhone(raw: string): { label: string; href: string } {
  const label = raw.trim()
  if (!/^\+?[\d\s().-]+$/.test(label)) throw new Error(`CONTACT_PHONE must be a phone number (got "${raw}")`)
  const digits = label.replace(/\D/g, '')
  if (digits.length < 7 || digits.length > 15) throw new Error(`CONTACT_PHONE must have 7 to 15 digits (got "${raw}")`)
  return { label, href: `tel:${label.startsWith('+') ? '+' : ''}${digits}` }
}

function value(env: NodeJS.ProcessEnv, name: string) {
  const raw = env[name]?.trim()
  return raw ? raw : undefined
}

/** Reads and checks the contact settings; a bad value fails loudly at start-up. */
export function readSiteContact(env: NodeJS.ProcessEnv = process.env): SiteContact {
  const emailRaw = value(env, 'CONTACT_EMAIL') ?? contact.email
  const email = Email.safeParse(emailRaw)
  if (!email.success) throw new Error(`CONTACT_EMAIL must be an e-mail address (got "${emailRaw}")`)
  const phoneRaw = value(env, 'CONTACT_PHONE')
  const social: SocialLink[] = []
  for (const link of socialLinks) {
    const configured = value(env, NETWORK_ENV[link.network])
    if (configured === 'off') continue
    if (configured && !HttpsUrl.safeParse(configured).success) {
      throw new Error(`${NETWORK_ENV[link.network]} must be an https URL or "off" (got "${configured}")`)
    }
    social.push({ ...link, href: configured ?? link.href })
  }
  const consultationRaw = value(env, 'CONSULTATION_URL')
  if (consultationRaw && !ConsultationUrl.safeParse(consultationRaw).success) {
    throw new Error(`CONSULTATION_URL must be an https or mailto: URL (got "${consultationRaw}")`)
  }
  return {
    email: email.data,
    phone: phoneRaw ? parsePhone(phoneRaw) : null,
    social,
    consultationHref: consultationRaw ?? `mailto:${email.data}?subject=${encodeURIComponent('Consultation request')}`,
  }
}

let cached: SiteContact | undefined
export function getSiteContact() {
  return (cached ??= readSiteContact())
}
