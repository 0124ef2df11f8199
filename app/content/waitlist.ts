/**
 * Copy for the waitlist's links and member pages: confirming the address, the place in line, the
 * referral link, asking for the e-mail again and leaving the list. The /signup page's own copy lives
 * in ./signup.ts; the numbers (places per referral, link lifetime) in app/lib/waitlist-referral.ts.
 */
import { CONFIRM_LINK_DAYS, PLACES_PER_REFERRAL } from '~/lib/waitlist-referral'
import { formatCount } from '~/lib/format-count'

import { brand, contact } from './site'

/** Added to the thank-you panel after a join (/signup). */
export const thankYouConfirm = {
  checkInbox: 'Check your inbox: we have sent you a link to confirm your address. Your place in line is saved once you confirm.',
  resendIntro: 'No e-mail after a few minutes? Look in your spam folder, or ask for it again (once a minute).',
  resendButton: 'Send the e-mail again',
  resendPending: 'Sending...',
  referralLabel: 'Your referral link',
  referralHint: `Every friend who joins through your link and confirms moves you up ${PLACES_PER_REFERRAL} places.`,
}

/** Shown on /signup?ref=… above the form. */
export const invitedNote = 'A friend invited you. When you confirm your address, they move up the list.'

/** Toasts after "Send the e-mail again". */
export const resendToasts = {
  sent: { message: 'E-mail sent again', description: 'Check your inbox (and your spam folder).' },
  tooSoon: { message: 'Please wait a minute', description: 'You can ask for the e-mail again one minute after the last one.' },
  limit: {
    message: 'No more e-mails',
    description: `We have sent this address the confirmation five times. Write to ${contact.email} if none arrived.`,
  },
  confirmed: {
    message: 'Already confirmed',
    description: 'This address is already confirmed. The e-mail has a link to your place in line.',
  },
  expired: {
    message: 'Please join again',
    description: 'This page is too old to send the e-mail again. Join again with the same address and we will resend it.',
  },
  failed: { message: 'Something went wrong', description: 'We could not send the e-mail just now. Please try again in a minute.' },
  rateLimited: { message: 'Too many attempts', description: 'Please try again in a few minutes.' },
} as const

/** The answer to a link whose token cannot be used. */
export type LinkProblem = { title: string; heading: string; message: string }

const linkHelp = {
  joinAgain: { label: 'Go to the waitlist', to: '/signup' },
}

export const confirmPage = {
  title: 'Confirm your spot',
  heading: 'Confirm your spot',
  intro: 'One click and your place on the early-access waitlist is saved for',
  button: 'Confirm my spot',
  pending: 'Confirming...',
  why: 'We ask you to click because some e-mail programs open links by themselves; only you can press the button.',
  confirmedToast: { message: 'Your spot is confirmed', description: `Welcome to the ${brand.name} early-access list.` },
  problems: {
    unknown: {
      title: 'Link not valid',
      heading: 'This link does not work',
      message: 'The link is incomplete or not one of ours. Open it again from the e-mail, or join the waitlist again.',
    },
    used: {
      title: 'Already confirmed',
      heading: 'Your spot is already confirmed',
      message: 'This link has been used. The e-mail we sent you has a second link to your place in line.',
    },
    expired: {
      title: 'Link expired',
      heading: 'This link has expired',
      message: `Confirmation links work for ${CONFIRM_LINK_DAYS} days. Join the waitlist again with the same address and we will send you a new one.`,
    },
  } satisfies Record<string, LinkProblem>,
  joinAgain: linkHelp.joinAgain,
}

export const statusPage = {
  title: 'Your place in line',
  heading: 'Your place in line',
  placeLabel: 'Your place',
  placeOf: (total: number) => `of ${formatCount(total)} confirmed ${total === 1 ? 'member' : 'members'}`,
  referralsLabel: 'Friends who confirmed through your link',
  pendingHeading: 'Confirm your address first',
  pendingMessage: 'Your place in line starts when you confirm your address. Use the "Confirm my spot" link in the e-mail we sent you.',
  moveUp: `Move up the list: every friend who joins through your link and confirms moves you up ${PLACES_PER_REFERRAL} places.`,
  referralLabel: 'Your referral link',
  shareHeading: 'Share your link',
  /** After confirming (the confirmation lands here with ?confirmed=1): said on the page, not toasted. */
  welcome: { heading: confirmPage.confirmedToast.message, message: confirmPage.confirmedToast.description },
  nextHeading: 'While you wait',
  analyzer: { label: 'Compare what it costs to send money home', to: '/navigator/remittance' },
  analyzerNote: 'Our Remittance Cost Analyzer works today: see what arrives for your family with each service.',
  resendIntro: 'No e-mail? Look in your spam folder, or ask for it again (once a minute).',
  resendButton: 'Send the confirmation e-mail again',
  resendPending: 'Sending...',
  leaveIntro: 'Changed your mind? You can leave the list at any time.',
  leaveButton: 'Leave the waitlist',
  problems: {
    unknown: {
      title: 'Link not valid',
      heading: 'This link does not work',
      message: 'The link is incomplete or not one of ours. Open it again from your newest waitlist e-mail.',
    },
    expired: {
      title: 'Link expired',
      heading: 'This link has expired',
      message: 'Open the link in your newest waitlist e-mail to see your place in line.',
    },
  } satisfies Record<string, LinkProblem>,
  joinAgain: linkHelp.joinAgain,
}

export const leavePage = {
  title: 'Leave the waitlist',
  heading: 'Leave the waitlist',
  intro: 'This removes the address below from the early-access waitlist and deletes your name, your interest and your referral links.',
  addressLabel: 'Address to remove',
  button: 'Remove me from the list',
  pending: 'Removing...',
  keep: 'Keep my spot',
  leftTitle: 'You have left the waitlist',
  leftHeading: 'You have left the waitlist',
  leftMessage: 'We have deleted your entry and your referral links. You will not get any more waitlist e-mails from us.',
  leftToast: { message: 'You have left the waitlist', description: 'Your entry and referral links are deleted.' },
  problems: {
    unknown: {
      title: 'Link not valid',
      heading: 'This link does not work',
      message: `The link is incomplete, or this address is no longer on the waitlist. To be removed another way, write to ${contact.privacyEmail}.`,
    },
    expired: {
      title: 'Link expired',
      heading: 'This link has expired',
      message: `Use the link in a newer waitlist e-mail, or write to ${contact.privacyEmail} and we will remove you.`,
    },
  } satisfies Record<string, LinkProblem>,
  home: { label: 'Return to Home', to: '/' },
}

/** The POST of a link page when the database cannot be reached, or too many tries. */
export const linkErrors = {
  unexpected: 'Something went wrong. Please try again in a minute.',
  rateLimited: 'Too many attempts. Please try again in a few minutes.',
  /** A link opened too often from one connection (the page answers 429). */
  viewsLimited: (minutes: number) =>
    `This connection has opened too many waitlist links. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
}
