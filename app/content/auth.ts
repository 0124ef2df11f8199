/**
 * Copy of the account screens (/auth and its sub-pages, sign-out, /profile). What the product spec
 * fixes is spelled as it has it; the rest (password reset, resending the confirmation, lock-outs) is
 * the product's own.
 */

export const authCopy = {
  signIn: {
    title: 'Sign in to your account',
    subtitle: 'Welcome back! Please enter your details',
    submit: 'Sign in',
    pending: 'Signing in...',
    switchPrompt: "Don't have an account?",
    switchLink: 'Sign up',
    forgotPassword: 'Forgot your password?',
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
  passwordHint: 'At least 6 characters.',
  /** The auth service's own messages, shown as the spec says ("the server's message"). */
  serverMessages: { invalidCredentials: 'Invalid login credentials', emailNotConfirmed: 'Email not confirmed' },
  /** Shown above the sign-in form when a protected page sent the visitor here. */
  signInToContinue: 'Please sign in to continue.',
  /**
   * The card shown after a sign-up (/auth?check-email=1). Its first line is the spec's success
   * message; the rest is honest about the one case where no e-mail was sent (the address already has
   * an account) without saying whether that is the case.
   */
  checkEmail: {
    title: 'Check your email',
    subtitle: 'One more step to finish creating your account',
    status: 'Account created successfully. Please check your email for confirmation.',
    steps: [
      'Open the link in the e-mail we sent you. It confirms your address and signs you in.',
      'Nothing after a few minutes? Look in your spam folder, or ask for a new link.',
      'If this address already had an account, no new e-mail is sent: sign in, or reset your password.',
    ],
    resendLink: 'Send the confirmation e-mail again',
    forgotLink: 'Reset your password',
    signInLink: 'Back to sign in',
  },
  /** Shown under the sign-in form when the password was right but the address is not confirmed yet. */
  unconfirmed: {
    text: 'Your address is not confirmed yet. Open the link in the confirmation e-mail, or ask for a new one.',
    submit: 'Resend the confirmation e-mail',
    pending: 'Sending...',
  },
  meta: {
    signIn: 'Sign in to your Diaspora Finance account, or create one to keep your profile and follow the early-access news.',
    signUp: 'Create your Diaspora Finance account: an AI-powered financial guide for African immigrants and the diaspora in the US.',
  },
} as const

/** "Forgot your password?": /auth/forgot-password, the new password page and what they answer. */
export const recoveryCopy = {
  request: {
    title: 'Reset your password',
    subtitle: 'Enter the email address of your account. We will send you a link to choose a new password.',
    submit: 'Send the reset link',
    pending: 'Sending...',
    errorTitle: 'The link could not be sent',
  },
  sent: {
    title: 'Check your email',
    subtitle: 'Your reset link is on its way',
    body: [
      'If an account uses this address, we sent it a link to choose a new password.',
      'Open the link in this browser, soon: it expires. Nothing after a few minutes? Look in your spam folder, or ask again.',
    ],
    again: 'Ask for another link',
  },
  choose: {
    title: 'Choose a new password',
    subtitle: 'Enter a new password for your account. You stay signed in afterwards.',
    labels: { password: 'New password', confirmPassword: 'Confirm the new password' },
    submit: 'Save the new password',
    pending: 'Saving...',
  },
  backToSignIn: 'Back to sign in',
  later: 'Not now: go to the home page',
  saveFailed: 'Your new password could not be saved. Please try again.',
  samePassword: 'Choose a password you have not used for this account before.',
  meta: 'Ask for a link to choose a new password for your Diaspora Finance account.',
} as const

/** "Resend the confirmation e-mail": /auth/resend. */
export const resendCopy = {
  title: 'Resend the confirmation e-mail',
  subtitle: 'Enter the address you signed up with. We will send you a new confirmation link.',
  submit: 'Send a new link',
  pending: 'Sending...',
  errorTitle: 'The link could not be sent',
  sent: {
    title: 'Check your email',
    subtitle: 'Your confirmation link is on its way',
    body: [
      'If an account with this address is waiting for confirmation, we sent it a new link. Only the newest link works.',
      'Already confirmed? Then no e-mail is sent: sign in instead.',
    ],
  },
  meta: 'Ask for a new link to confirm the e-mail address of your Diaspora Finance account.',
} as const

/** Messages of the limits on these forms (docs/decisions/008-account-abuse.md). */
export const limitCopy = {
  /** The spec's rate-limit message (section 8); the time to wait follows it. */
  rateLimited: 'Too many submission attempts. Please try again later.',
  /** One e-mail per address per minute (as the auth service allows), whoever asked for it. */
  emailJustSent: 'An e-mail to this address was asked for moments ago.',
  /** The auth service itself refused (its own limits), without saying for how long. */
  serviceBusy: 'The sign-in service is busy. Please try again in a few minutes.',
  serviceUnavailable: 'The sign-in service is unavailable. Please try again in a moment.',
} as const

export const authToasts = {
  signInSuccess: { message: 'Success', description: 'Signed in successfully' },
  signInError: 'Error signing in',
  signUpError: 'Error creating account',
  signOutSuccess: { message: 'Signed out successfully' },
  signOutError: 'Error signing out',
  confirmSuccess: { message: 'Email confirmed', description: 'Your account is ready and you are signed in.' },
  confirmError: {
    message: 'Invalid confirmation link',
    description: 'This confirmation link is invalid or has expired. Sign in, or ask for a new link.',
  },
  /** The default e-mail template's ?code= opened where the sign-up did not start (no PKCE verifier). */
  confirmedElsewhere: {
    message: 'Email confirmed',
    description:
      'Your address is confirmed. Sign in here to continue: the link was opened in another browser than the one you signed up in, so it cannot sign you in by itself.',
  },
  /** The ?code= came back after the auth service's 5-minute window for signing in from it. */
  confirmedSignIn: { message: 'Email confirmed', description: 'Your address is confirmed. Please sign in to continue.' },
  resetLinkInvalid: {
    message: 'Invalid reset link',
    description: 'This password reset link is invalid or has expired. Ask for a new one below.',
  },
  resetLinkElsewhere: {
    message: 'Open the link in the same browser',
    description: 'A reset link works in the browser where you asked for it. Ask for a new link here, or open the e-mail in that browser.',
  },
  resetLinkNeeded: { message: 'Reset link needed', description: 'To choose a new password, ask for a reset link first.' },
  passwordUpdated: { message: 'Password updated', description: 'Your new password is saved and you are signed in.' },
  passwordError: 'Error updating password',
  profileSuccess: { message: 'Profile updated', description: 'Your profile has been updated successfully.' },
  profileError: 'Error updating profile',
  /** The spec's rate-limit message (section 8). */
  rateLimited: limitCopy.rateLimited,
} as const

export const profileCopy = {
  title: 'My Profile',
  subtitle: 'This is how you appear on Diaspora Finance.',
  labels: { username: 'Username', fullName: 'Full name', bio: 'Bio' },
  hints: {
    username: 'Optional. At least 3 characters.',
    bio: 'Optional. Up to 500 characters.',
  },
  submit: 'Save Profile',
  pending: 'Saving...',
  usernameTaken: 'This username is already taken',
  /** Any other failure: the database's own text never reaches the visitor (it is logged). */
  saveFailed: 'Your profile could not be saved. Please try again.',
  meta: 'Your Diaspora Finance profile: your name, username and bio.',
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
