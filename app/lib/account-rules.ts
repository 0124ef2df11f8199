/** Section 5 of the product spec: messages and limits, free of Zod so the pages can import them cheaply. */
export const accountMessages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  fullName: 'Full name must be at least 2 characters',
  username: 'Username must be at least 3 characters',
  bio: 'Bio must be less than 500 characters',
} as const

export const PASSWORD_MIN = 6
/** bcrypt only looks at 72 bytes; the auth service refuses longer passwords. */
export const PASSWORD_MAX = 72
export const USERNAME_MIN = 3
export const USERNAME_MAX = 50
export const FULL_NAME_MIN = 2
export const FULL_NAME_MAX = 100
export const BIO_MAX = 500
