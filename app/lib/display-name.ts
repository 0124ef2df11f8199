/** The profile fields the display name is built from (any may be missing or blank). */
export type NameSource =
  | {
      full_name?: string | null
      first_name?: string | null
      last_name?: string | null
    }
  | null
  | undefined

const clean = (value: string | null | undefined) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '')

/** The person's name from the profile: the full name, else first + last name, else ''. */
function fullNameOf(profile: NameSource): string {
  const fullName = clean(profile?.full_name)
  if (fullName) return fullName
  return [clean(profile?.first_name), clean(profile?.last_name)].filter(Boolean).join(' ')
}

/**
 * The name shown for a user: the full name, then first + last name, then the part of the e-mail
 * before the @, then 'User'.
 */
export function displayNameOf(profile: NameSource, email?: string | null): string {
  const name = fullNameOf(profile)
  if (name) return name
  const localPart = clean(email).split('@')[0]?.trim()
  if (localPart) return localPart
  return 'User'
}

/**
 * Up to two upper-case initials: the first letters of the first two words, otherwise the first two
 * characters of the only word; 'U' when there is nothing to take them from.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = clean(name).split(' ').filter(Boolean)
  if (words.length === 0) return 'U'
  const letters =
    words.length >= 2 ? [Array.from(words[0])[0], Array.from(words[1])[0]].join('') : Array.from(words[0]).slice(0, 2).join('')
  return Array.from(letters.toUpperCase()).slice(0, 2).join('') || 'U'
}

/** The avatar's fallback: initials of the person's name (never of the e-mail), or 'U'. */
export function avatarInitialsOf(profile: NameSource): string {
  return initialsOf(fullNameOf(profile))
}
