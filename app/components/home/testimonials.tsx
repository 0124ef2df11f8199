import { Container } from '~/components/ui/container'
import { testimonials } from '~/content/testimonials'
import { m } from '~/paraglide/messages.js'

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="defer-render bg-amber-50/60 py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
            {m.home_testimonials_heading_heading()}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.home_testimonials_heading_intro()}</p>
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author()}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-100 sm:p-8">
                <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="fill-amber-400">
                  <path d="M10 8C5.6 8 3 11.2 3 15.6V24h9v-8H7.2c0-3 1.3-4.6 3.8-4.6V8H10zm16 0c-4.4 0-7 3.2-7 7.6V24h9v-8h-4.8c0-3 1.3-4.6 3.8-4.6V8H26z" />
                </svg>
                <blockquote className="mt-4 flex-1 text-slate-800">
                  <p>{testimonial.quote()}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-emerald-100 font-bold text-emerald-800"
                  >
                    {testimonial.author().charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-950">{testimonial.author()}</span>
                    <span className="block text-sm text-slate-600">
                      {testimonial.role()}, {testimonial.location()}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
