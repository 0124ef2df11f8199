/**
 * SIMULATED (SOCIAL_PROOF=simulated only, docs/decisions/022-true-numbers.md): the product spec's
 * fixed testimonials. They are invented, so they are shown only in the spec's simulated mode, and the
 * home page and /signup quote the same three people (the UX review of 2026-11-25 found two Houston
 * nurses and two Atlanta engineers named Kwame on the two pages).
 */
import { m } from '~/paraglide/messages.js'

export type Testimonial = { quote: string; author: string; location: string; role: string }

export const testimonials: Testimonial[] = [
  {
    get quote() {
      return m.testimonials_testimonials_1_quote()
    },
    get author() {
      return m.testimonials_testimonials_1_author()
    },
    get location() {
      return m.testimonials_testimonials_1_location()
    },
    get role() {
      return m.testimonials_testimonials_1_role()
    },
  },
  {
    get quote() {
      return m.testimonials_testimonials_2_quote()
    },
    get author() {
      return m.testimonials_testimonials_2_author()
    },
    get location() {
      return m.testimonials_testimonials_2_location()
    },
    get role() {
      return m.testimonials_testimonials_2_role()
    },
  },
  {
    get quote() {
      return m.testimonials_testimonials_3_quote()
    },
    get author() {
      return m.testimonials_testimonials_3_author()
    },
    get location() {
      return m.testimonials_testimonials_3_location()
    },
    get role() {
      return m.testimonials_testimonials_3_role()
    },
  },
]
