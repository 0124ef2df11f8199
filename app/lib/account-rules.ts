/** Section 5 of the product spec: messages and limits, free of Zod so the pages can import them cheaply. */
export const accountMessages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  fullName: 'Full name must be at least 2 characters',
  username: 'Username must be at least 3 characters',
  bio: 'Bio must be less than 500 characters',
  /** Not in the spec: the new-password form's second field. */
  passwordsDiffer: 'Passwords do not match',
  /** Not in the spec: NUL and other control characters, which Postgres text and JSON cannot store. */
  controlCharacters: 'Remove the special characters this field cannot contain',
} as const

export const PASSWORD_MIN = 6
/** bcrypt only looks at 72 bytes; the auth service refuses longer passwords. */
export const PASSWORD_MAX = 72
export const USERNAME_MIN = 3
export const USERNAME_MAX = 50
export const FULL_NAME_MIN = 2
export const FULL_NAME_MAX = 100
export const BIO_MAX = 500

/** C0 control characters other than tab, line feed and carriage return (allowed in the bio only). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** The same, without exceptions: single-line fields. */
export const LINE_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** "Try again in 45 seconds." / "in 4 minutes." / "in 2 hours.", from a Retry-After in seconds. */
export function retryAfterText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 90) return `Try again in ${s} ${s === 1 ? 'second' : 'seconds'}.`
  const minutes = Math.ceil(s / 60)
  if (minutes < 90) return `Try again in ${minutes} minutes.`
  const hours = Math.ceil(minutes / 60)
  return `Try again in ${hours} hours.`
}

/** "12 of 500 characters": the bio counter (counted as the server counts, after trimming). */
export function bioCountText(value: string): string {
  return `${value.trim().length} of ${BIO_MAX} characters`
}
