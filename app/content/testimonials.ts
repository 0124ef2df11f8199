/**
 * SIMULATED (SOCIAL_PROOF=simulated only, docs/decisions/022-true-numbers.md): the product spec's
 * fixed testimonials. They are invented, so they are shown only in the spec's simulated mode, and the
 * home page and /signup quote the same three people (the UX review of 2026-11-25 found two Houston
 * nurses and two Atlanta engineers named Kwame on the two pages). Each field is its message function,
 * called where it is shown (messages/<locale>/testimonials.json).
 */
import { m } from '~/paraglide/messages.js'

/** A testimonial as a page shows it, in the request's language. */
export type Testimonial = { quote: string; author: string; location: string; role: string }

export const testimonials: { [K in keyof Testimonial]: () => string }[] = [
  {
    quote: m.testimonials_testimonials_1_quote,
    author: m.testimonials_testimonials_1_author,
    location: m.testimonials_testimonials_1_location,
    role: m.testimonials_testimonials_1_role,
  },
  {
    quote: m.testimonials_testimonials_2_quote,
    author: m.testimonials_testimonials_2_author,
    location: m.testimonials_testimonials_2_location,
    role: m.testimonials_testimonials_2_role,
  },
  {
    quote: m.testimonials_testimonials_3_quote,
    author: m.testimonials_testimonials_3_author,
    location: m.testimonials_testimonials_3_location,
    role: m.testimonials_testimonials_3_role,
  },
]
