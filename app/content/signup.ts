/**
 * Copy for the early-access waitlist at /signup. Validation messages live in app/lib/waitlist-constants.ts.
 * Each visitor-facing string is a getter over its Paraglide message (messages/<locale>/signup.json), read
 * per request in that request's language (docs/decisions/030-languages.md).
 */
import { PLACES_PER_REFERRAL } from '~/lib/waitlist-referral'
import { m } from '~/paraglide/messages.js'

import { lazyCopy } from './lazy-copy'
import { socialLinks } from './site'

export const signupMeta = {
  get title() {
    return m.signup_meta_title()
  },
  get description() {
    return m.signup_meta_description()
  },
}

export const signupHero = {
  get eyebrow() {
    return m.signup_hero_eyebrow()
  },
  get heading() {
    return m.signup_hero_heading()
  },
  get intro() {
    return m.signup_hero_intro()
  },
  get points() {
    return [m.signup_hero_point_compare(), m.signup_hero_point_invest(), m.signup_hero_point_circle()]
  },
}

/**
 * The hero's intro when social proof is real or off (SOCIAL_PROOF, docs/decisions/022-true-numbers.md):
 * no invented "1000+", only what is true. A function: the locale is per request.
 */
export const signupHeroTrueIntro = () => m.signup_hero_true_intro()

export const signupForm = {
  get heading() {
    return m.signup_form_heading()
  },
  get intro() {
    return m.signup_form_intro()
  },
  get fullNameLabel() {
    return m.signup_form_full_name_label()
  },
  fullNamePlaceholder: 'Ada Okafor',
  get emailLabel() {
    return m.signup_form_email_label()
  },
  emailPlaceholder: 'you@example.com',
  get interestLabel() {
    return m.signup_form_interest_label()
  },
  get languageLabel() {
    return m.signup_form_language_label()
  },
  get languagePlaceholder() {
    return m.signup_form_language_placeholder()
  },
  get termsBefore() {
    return m.signup_form_terms_before()
  },
  termsLink: {
    get label() {
      return m.signup_terms_link()
    },
    to: '/terms',
  },
  get termsBetween() {
    return m.signup_form_terms_between()
  },
  privacyLink: {
    get label() {
      return m.signup_privacy_link()
    },
    to: '/privacy',
  },
  get submit() {
    return m.signup_form_submit()
  },
  get pending() {
    return m.signup_form_pending()
  },
  get noSpam() {
    return m.signup_form_no_spam()
  },
}

export const interestLabels = {
  get investing() {
    return m.signup_interest_investing()
  },
  get banking() {
    return m.signup_interest_banking()
  },
  get insurance() {
    return m.signup_interest_insurance()
  },
  get homeland() {
    return m.signup_interest_homeland()
  },
  get business() {
    return m.signup_interest_business()
  },
}

/** The interest select's placeholder option (a function: the locale is per request). */
export const interestPlaceholderLabel = () => m.signup_interest_placeholder()

/**
 * The optional "Preferred language" select: each language named in its own language and script (the
 * stored values live in app/lib/waitlist-constants.ts), then "Other" in the page's language.
 */
export const preferredLanguageLabels = {
  en: 'English',
  fr: 'Français',
  am: 'አማርኛ',
  so: 'Soomaali',
  sw: 'Kiswahili',
  pt: 'Português',
  ti: 'ትግርኛ',
  ar: 'العربية',
  get other() {
    return m.signup_language_other()
  },
}

export const thankYou = {
  /** The place is kept once the e-mail is confirmed: the heading says so (decision 022). */
  get heading() {
    return m.signup_thank_you_heading()
  },
  get text() {
    return m.signup_thank_you_text()
  },
  get shareHeading() {
    return m.signup_share_heading()
  },
  get shareText() {
    return m.signup_share_text()
  },
}

export type ShareLink = { label: string; href: string; newTab: boolean }

/** The copy control beside the share links (it needs JavaScript; the link field is selectable without). */
export const copyLinkCopy = {
  get button() {
    return m.signup_copy_link()
  },
  get copied() {
    return m.signup_copy_link_done()
  },
  get failed() {
    return m.signup_copy_link_failed()
  },
}

/**
 * The share links, all plain links that work without JavaScript: post to X (Twitter), send on
 * WhatsApp (wa.me, the main channel of this audience), send by text message (sms:), and our LinkedIn
 * page. `pageUrl` is the absolute URL to share: the member's referral link (<site>/signup?ref=<code>),
 * or /signup.
 */
export function shareLinks(pageUrl: string): ShareLink[] {
  const tweet = new URL('https://twitter.com/intent/tweet')
  tweet.searchParams.set('text', thankYou.shareText)
  tweet.searchParams.set('url', pageUrl)
  const message = `${thankYou.shareText} ${pageUrl}`
  const linkedin = socialLinks.find((l) => l.network === 'linkedin')
  return [
    { label: m.signup_share_whatsapp(), href: `https://wa.me/?text=${encodeURIComponent(message)}`, newTab: true },
    { label: m.signup_share_sms(), href: `sms:?body=${encodeURIComponent(message)}`, newTab: false },
    { label: m.signup_share_x(), href: tweet.toString(), newTab: true },
    { label: m.signup_share_linkedin(), href: linkedin?.href ?? 'https://www.linkedin.com/', newTab: true },
  ]
}

export const counterCopy = {
  /** Shown after the number: "984 people have joined in the last 24 hours". */
  get suffix() {
    return m.signup_counter_suffix()
  },
  /** The accessible name of the notice's close button. */
  get dismissNotice() {
    return m.signup_dismiss_notice()
  },
}

export type { Testimonial } from './testimonials'
/** SIMULATED: the same three people as the home page (./testimonials.ts). */
export { testimonials } from './testimonials'

export const testimonialsHeading = () => m.signup_testimonials_heading()

export const showcase = {
  get heading() {
    return m.signup_showcase_heading()
  },
  get intro() {
    return m.signup_showcase_intro()
  },
  /** The accessible name of the sideways-scrolling strip. */
  get scrollerLabel() {
    return m.signup_showcase_scroller_label()
  },
  /** The visible hint under the strip. */
  get scrollHint() {
    return m.signup_showcase_scroll_hint()
  },
  get items() {
    return [
      { title: m.signup_showcase_comparisons_title(), description: m.signup_showcase_comparisons_text() },
      { title: m.signup_showcase_remittance_title(), description: m.signup_showcase_remittance_text() },
      { title: m.signup_showcase_invest_title(), description: m.signup_showcase_invest_text() },
      { title: m.signup_showcase_circles_title(), description: m.signup_showcase_circles_text() },
      { title: m.signup_showcase_learn_title(), description: m.signup_showcase_learn_text() },
    ]
  },
}

export const signupFooter = {
  get text() {
    return m.signup_footer_text()
  },
  /** The accessible name of the footer's links. */
  get navLabel() {
    return m.signup_footer_nav_label()
  },
  get links() {
    return [
      { label: m.signup_terms_link(), to: '/terms' },
      { label: m.signup_privacy_link(), to: '/privacy' },
    ]
  },
}

const places = String(PLACES_PER_REFERRAL)

/** Added to the thank-you panel after a join (the waitlist's e-mail and referral link). */
export const thankYouConfirm = lazyCopy({
  checkInbox: m.waitlist_check_inbox,
  resendIntro: m.waitlist_resend_intro,
  resendButton: m.waitlist_resend_button,
  resendPending: m.waitlist_sending,
  referralLabel: m.waitlist_referral_label,
  referralHint: () => m.waitlist_referral_hint({ places }),
})

/** Shown on /signup?ref=… above the form. */
export const invitedNote = () => m.waitlist_invited_note()
