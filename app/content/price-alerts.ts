/** Copy for price alerts on the Remittance Cost Analyzer (docs/decisions/023-price-alerts.md), read per request (decision 030). */
import { m } from '~/paraglide/messages.js'

import { lazyCopy } from './lazy-copy'

export const priceAlertForm = lazyCopy(
  {
    fullNameLabel: m.signup_form_full_name_label,
    emailLabel: m.signup_form_email_label,
    interestLabel: m.signup_form_interest_label,
    submit: m.price_alerts_submit,
    pending: m.signup_form_pending,
    corridorInvalid: m.price_alerts_corridor_invalid,
  },
  {
    /** country: the corridor's country as the survey names it. */
    heading: (country: string) => m.price_alerts_heading({ country }),
    intro: (country: string) => m.price_alerts_intro({ country }),
  },
)

export const priceAlertMeta = lazyCopy({ title: m.price_alerts_meta_title })

/** The page after asking: the same for a new address and one already on the list (decision 023). */
export const priceAlertDone = lazyCopy(
  {
    heading: m.price_alerts_done_heading,
    note: m.price_alerts_done_note,
    backGeneric: m.price_alerts_back_generic,
    someCountry: m.price_alerts_some_country,
  },
  {
    body: (country: string) => m.price_alerts_done_body({ country }),
    back: (country: string) => m.price_alerts_back({ country }),
  },
)

export const priceAlertErrorPage = lazyCopy({ heading: m.price_alerts_meta_title, back: m.price_alerts_back_generic })
