import type { ReactNode } from 'react'

/** The hero's words, read by the route's loader in the request's language (they travel in its data). */
export type SignupHeroCopy = { eyebrow: string; heading: string; intro: string; points: string[] }

/** The /signup hero's text column: eyebrow, heading, intro, the three points, then `children` (the counter). */
export function SignupHero({ hero, children }: { hero: SignupHeroCopy; children?: ReactNode }) {
  return (
    <div className="lg:pt-6">
      <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{hero.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{hero.heading}</h1>
      <p className="mt-4 text-lg text-emerald-50">{hero.intro}</p>
      <ul className="mt-6 space-y-3">
        {hero.points.map((point) => (
          <li key={point} className="flex gap-3 text-emerald-50">
            <span
              aria-hidden="true"
              className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-emerald-950"
            >
              ✓
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </div>
  )
}
