/**
 * Copy of /profile. Its own module, so the sign-in page's JavaScript does not carry it. Every string is
 * read per request in its language (messages/<locale>/profile.json; docs/decisions/030-languages.md).
 */
import { m } from '~/paraglide/messages.js'

import { lazyCopy } from './lazy-copy'

export const profileCopy = lazyCopy(
  {
    title: m.profile_title,
    subtitle: m.profile_subtitle,
    submit: m.profile_submit,
    pending: m.auth_saving,
    usernameTaken: m.profile_username_taken,
    /** Any other failure: the database's own text never reaches the visitor (it is logged). */
    saveFailed: m.profile_save_failed,
    meta: m.profile_meta,
    languageLabel: m.profile_language_label,
  },
  {
    labels: lazyCopy({ username: m.profile_username_label, fullName: m.signup_form_full_name_label, bio: m.profile_bio_label }),
    hints: lazyCopy({ username: m.profile_username_hint, bio: m.profile_bio_hint }),
  },
)
