import { HONEYPOT_FIELD } from '~/lib/honeypot'

/** True when the hidden honeypot field was filled in: only bots do that. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' ? value.length > 0 : value !== null
}
