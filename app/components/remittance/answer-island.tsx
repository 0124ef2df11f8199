import { lazyIsland } from '~/components/lazy-island'
import { firstInteraction } from '~/lib/first-interaction'

/**
 * A surveyed corridor's answer, with its offers: its code and words load on the visitor's first
 * interaction with the page, not with it (docs/decisions/050-form-page-bytes.md). The server renders it in
 * full (the loader preloads it), and the browser keeps that HTML until then (app/components/lazy-island.tsx).
 * A page that shows no answer yet (the overview) fetches it on the first interaction too, so the answer
 * of the visitor's first search renders at once, and scrolls into view as before.
 */
export const corridorAnswer = lazyIsland(() => import('./corridor-answer').then((mod) => mod.CorridorAnswer))

if (typeof window !== 'undefined') void firstInteraction().then(corridorAnswer.preload)
