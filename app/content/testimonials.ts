/**
 * SIMULATED (SOCIAL_PROOF=simulated only, docs/decisions/022-true-numbers.md): the product spec's
 * fixed testimonials. They are invented, so they are shown only in the spec's simulated mode, and the
 * home page and /signup quote the same three people (the UX review of 2026-11-25 found two Houston
 * nurses and two Atlanta engineers named Kwame on the two pages).
 */
export type Testimonial = { quote: string; author: string; location: string; role: string }

export const testimonials: Testimonial[] = [
  {
    quote:
      'I was losing almost ten percent every time I sent money to my mother. Comparing the real costs side by side changed how I send.',
    author: 'Adaeze O.',
    location: 'Houston, TX',
    role: 'Registered nurse',
  },
  {
    quote: 'Nobody explained credit scores to me when I arrived. The guides are clear and do not talk down to you.',
    author: 'Kwame A.',
    location: 'Atlanta, GA',
    role: 'Software engineer',
  },
  {
    quote: 'Our family savings circle finally has goals everyone can see. I want to invest back home without the guesswork.',
    author: 'Fatou D.',
    location: 'New York, NY',
    role: 'Small business owner',
  },
]
