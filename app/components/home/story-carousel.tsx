import { Container } from '~/components/ui/container'
import { slides } from '~/content/home'
import { m } from '~/paraglide/messages.js'

/**
 * The story carousel: a CSS scroll-snap strip that works with touch, trackpad and keyboard. The home
 * page ships no JavaScript, so the dots are fragment links and the current one is marked by CSS alone
 * (`scroll-target-group` makes them scroll markers; `:target-current` styles the one whose slide is in
 * view, see app/app.css). Browsers without it show every dot alike; the links still work.
 */
export function StoryCarousel() {
  return (
    <section aria-labelledby="story-heading" className="py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
            {m.home_story_heading_heading()}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.home_story_heading_intro()}</p>
        </div>
      </Container>
      <Container className="mt-8">
        <ul
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the list scrolls sideways: keyboard users must reach it
          tabIndex={0}
          aria-label={m.home_story_slides_label()}
          className="scrollbar-none @container relative flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth rounded-3xl pb-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-700 motion-reduce:scroll-auto sm:gap-6"
        >
          {slides.map((slide, index) => (
            <li
              key={slide.id}
              id={`slide-${slide.id}`}
              // A dot (fragment link) scrolls its slide to the start of the strip: the end margin is
              // the rest of the strip's width (container units), so "nearest" means "start".
              className="shrink-0 basis-[85%] snap-start scroll-mt-24 scroll-me-[15cqi] sm:basis-[75%] sm:scroll-me-[25cqi] lg:basis-[62%] lg:scroll-me-[38cqi]"
            >
              <article className="grid h-full overflow-hidden rounded-3xl border border-emerald-100 bg-emerald-50/60 md:grid-cols-2">
                <img
                  src={slide.image}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] h-auto w-full object-cover md:h-full"
                />
                <div className="flex flex-col justify-center p-6 sm:p-8">
                  <p className="text-sm font-semibold text-emerald-800">
                    {m.home_story_step({ current: index + 1, total: slides.length })}
                  </p>
                  <h3 className="mt-2 text-xl font-bold text-slate-950 sm:text-2xl">{slide.title()}</h3>
                  <p className="mt-3 text-slate-600">{slide.description()}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <ol aria-label={m.home_story_choose_slide()} className="carousel-dots mt-6 flex flex-wrap justify-center gap-1">
          {slides.map((slide) => (
            <li key={slide.id}>
              <a
                href={`#slide-${slide.id}`}
                className="group flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                <span
                  aria-hidden="true"
                  data-dot
                  className="block h-2 w-2 rounded-full bg-slate-300 transition-all group-hover:bg-slate-400"
                />
                <span className="sr-only">{slide.title()}</span>
              </a>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
