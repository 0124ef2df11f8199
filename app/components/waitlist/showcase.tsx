/** The strip's words, read by the route's loader in the request's language (they travel in its data). */
export type ShowcaseCopy = {
  heading: string
  intro: string
  /** The accessible name of the sideways-scrolling strip. */
  scrollerLabel: string
  /** The visible hint under the strip. */
  scrollHint: string
  items: { title: string; description: string }[]
}

/**
 * The sideways-scrolling strip of early-member features (/signup). A focusable, snap-scrolling list
 * that scrolls by touch, trackpad and keyboard without JavaScript. The cards line up with the heading
 * (`scroll-padding` equal to the page's side padding, so snapping keeps the first card there), and
 * the far edge fades out with a "scroll for more" hint, so it is visible that the strip scrolls.
 */
export function Showcase({ showcase }: { showcase: ShowcaseCopy }) {
  return (
    <section aria-labelledby="showcase-heading" className="defer-render py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="showcase-heading" className="text-2xl font-bold sm:text-3xl">
          {showcase.heading}
        </h2>
        <p className="mt-2 text-slate-600">{showcase.intro}</p>
      </div>
      <div
        role="region"
        aria-label={showcase.scrollerLabel}
        tabIndex={0}
        className="showcase-strip mx-auto mt-6 flex max-w-6xl snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 sm:scroll-px-6 sm:px-6 lg:scroll-px-8 lg:px-8"
      >
        {showcase.items.map((item, i) => (
          <article
            key={item.title}
            className="w-[80%] shrink-0 snap-start rounded-xl bg-gradient-to-br from-emerald-50 to-amber-50 p-6 ring-1 ring-emerald-100 sm:w-72"
          >
            <span aria-hidden="true" className="text-sm font-bold text-emerald-700">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-2 text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{item.description}</p>
          </article>
        ))}
      </div>
      <p aria-hidden="true" className="mx-auto mt-1 max-w-6xl px-4 text-sm font-medium text-emerald-800 sm:px-6 lg:px-8">
        {showcase.scrollHint} →
      </p>
    </section>
  )
}
