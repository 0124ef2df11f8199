import type { Testimonial } from '~/content/testimonials'

export type ShownTestimonial = Testimonial & { daysAgoLabel: string }

/** The /signup testimonials: three cards with quote, author, role and place. */
export function TestimonialsSection({ heading, testimonials }: { heading: string; testimonials: ShownTestimonial[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="defer-render bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="testimonials-heading" className="text-center text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.author} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <figure className="flex flex-1 flex-col">
                <blockquote className="flex-1 text-slate-700">“{t.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold text-slate-900">{t.author}</span>
                  <span className="block text-slate-600">
                    {t.role}, {t.location}
                  </span>
                  <span className="mt-1 block text-xs text-slate-500">{t.daysAgoLabel}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
