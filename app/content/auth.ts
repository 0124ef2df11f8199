/** Copy of the account screens (/auth, /auth/confirm, sign-out, /profile), as the product spec has it. */

export const authCopy = {
  signIn: {
    title: 'Sign in to your account',
    subtitle: 'Welcome back! Please enter your details',
    submit: 'Sign in',
    pending: 'Signing in...',
    switchPrompt: "Don't have an account?",
    switchLink: 'Sign up',
  },
  signUp: {
    title: 'Create an account',
    subtitle: 'Start your financial journey with us',
    submit: 'Sign up',
    pending: 'Creating account...',
    switchPrompt: 'Already have an account?',
    switchLink: 'Sign in',
  },
  labels: { fullName: 'Full name', email: 'Email', password: 'Password' },
  placeholders: { fullName: 'Ada Okafor', email: 'you@example.com' },
  /** Shown on /auth after a sign-up, beside the toast, until the e-mail link is followed. */
  checkEmailNotice: {
    title: 'Check your email',
    body: 'We sent you a confirmation link. Open it to activate your account; it signs you in.',
  },
} as const

export const authToasts = {
  signInSuccess: { message: 'Success', description: 'Signed in successfully' },
  signInError: 'Error signing in',
  signUpSuccess: { message: 'Account created successfully. Please check your email for confirmation.' },
  signUpError: 'Error creating account',
  signOutSuccess: { message: 'Signed out successfully' },
  signOutError: 'Error signing out',
  confirmSuccess: { message: 'Email confirmed', description: 'Your account is ready and you are signed in.' },
  confirmError: {
    message: 'Invalid confirmation link',
    description: 'This confirmation link is invalid or has expired. Sign in, or sign up again to get a new link.',
  },
  profileSuccess: { message: 'Profile updated', description: 'Your profile has been updated successfully.' },
  profileError: 'Error updating profile',
  /** The spec's rate-limit message (section 8). */
  rateLimited: 'Too many submission attempts. Please try again later.',
} as const

export const profileCopy = {
  title: 'My Profile',
  subtitle: 'This is how you appear on Diaspora Finance.',
  labels: { username: 'Username', fullName: 'Full name', bio: 'Bio' },
  hints: {
    username: 'Optional. At least 3 characters.',
    bio: 'Optional. Less than 500 characters.',
  },
  submit: 'Save Profile',
  pending: 'Saving...',
  usernameTaken: 'This username is already taken',
} as const

export const userMenuCopy = {
  profile: 'Profile',
  admin: 'Admin Dashboard',
  signOut: 'Sign out',
  /** Accessible name of the avatar button; the user's name follows. */
  menuLabel: 'Account menu',
} as const

export const mailboxCopy = {
  title: 'Local mailbox',
  intro:
    'Messages the embedded Supabase stack would have e-mailed, newest first. This page exists only while the app runs on the embedded backend.',
  empty: 'No messages yet. Sign up to receive a confirmation e-mail.',
} as const
