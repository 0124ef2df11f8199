import {
  createContext,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react'

import { isConformIntent } from '~/lib/conform-intent'
import { firstInteraction } from '~/lib/first-interaction'
import { m } from '~/paraglide/messages.js'

/**
 * A component whose code stays out of the page's JavaScript until someone uses the page
 * (docs/decisions/005-page-weight.md, 013-cheap-phone.md).
 *
 * - Server: rendered in full, synchronously (the code is preloaded before rendering), so the HTML is
 *   complete and works without JavaScript.
 * - Browser, first load: React hydrates the rest of the page and keeps this part's server HTML as it
 *   is (selective hydration). Its code is fetched on the visitor's first interaction with the page
 *   (a tap, a key, focus), then the part is hydrated in place - nothing typed is lost. A visitor who
 *   only reads downloads none of it. A form submitted in the moment before the code has arrived
 *   waits for it (at most a few seconds, then it posts as a plain HTML form), so it gets the
 *   enhanced behaviour (pending label, client validation) rather than a full page load.
 * - Browser, client-side navigation: the visitor has interacted already (a click, a submit), so the
 *   code is fetched at once; `fallback` shows until it arrives.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => (pending ??= load().then((component) => (loaded = withReadySignal(component))))

  // The fallback is only ever on screen when the island is rendered in the browser rather than
  // hydrated (a client-side navigation): then the code is wanted now, interaction or not.
  let fallbackShown: () => void = () => {}
  const fallbackMounted = new Promise<void>((resolve) => (fallbackShown = resolve))
  function Fallback() {
    useEffect(fallbackShown, [])
    return <>{fallback}</>
  }

  // A thenable that resolves synchronously lets React.lazy render at once when the code is loaded.
  const Lazy = lazy<ComponentType<P>>(() => {
    if (loaded) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as never
    const ready = typeof window === 'undefined' ? preload() : Promise.race([firstInteraction(), fallbackMounted]).then(preload)
    return ready.then((component) => ({ default: component }))
  })

  // Memoised: a re-render of the page with the same props must not reach the dehydrated boundary
  // (React would give up on hydrating it and show the fallback instead of the server's form).
  const Island = memo(function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    const markReady = useCallback(() => islandReady(ref.current), [])
    return (
      // `display: contents`: the marker takes no room in the layout.
      <div ref={ref} data-island="" className="contents">
        <IslandReady.Provider value={markReady}>
          <Suspense fallback={<Fallback />}>
            <Lazy {...props} />
          </Suspense>
        </IslandReady.Provider>
      </div>
    )
  }) as unknown as ComponentType<P>
  return { Island, preload }
}

/** A form island's fallback: shown while its code loads after a client-side navigation. */
export function FormLoading({ padding = 'py-10' }: { padding?: 'py-10' | 'py-16' }) {
  return <p className={`${padding} text-center text-slate-600`}>{m.site_form_loading()}</p>
}

// ---- Submissions that come before an island's code ----

const READY = 'ready'
const MAX_WAIT_MS = 4_000
const IslandReady = createContext<() => void>(() => {})

/**
 * Wraps an island's component so that, once it has hydrated (or mounted), its island is marked ready.
 * A layout effect, in the same synchronous step as Conform's own listeners (also layout effects): with
 * a passive effect, a field left in between was validated by a submission this file held, then
 * replayed without its intent button as a real one (an empty join posted, every field in error).
 */
function withReadySignal<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Hydrated(props: P) {
    const markReady = useContext(IslandReady)
    useLayoutEffect(markReady, [markReady])
    return <Component {...props} />
  }
}

const waiting = new Map<Element, () => void>()
const letThrough = new WeakSet<HTMLFormElement>()

/** Marks an island ready and releases a submission held for it. */
function islandReady(island: HTMLDivElement | null) {
  if (!island) return
  island.setAttribute('data-island', READY)
  const release = waiting.get(island)
  waiting.delete(island)
  // After this commit, so React's own handlers see the submission.
  if (release) setTimeout(release, 0)
}

if (typeof window !== 'undefined') {
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement)) return
      const island = form.closest('[data-island]')
      if (!island || island.getAttribute('data-island') === READY || letThrough.has(form)) {
        letThrough.delete(form)
        return
      }
      const submitter = (event as SubmitEvent).submitter
      // A validation is never held nor sent: Conform, when it is there, still sees the event.
      if (isConformIntent(submitter)) {
        event.preventDefault()
        return
      }
      // Hold the submission until the island's code has arrived and hydrated the form.
      event.preventDefault()
      const resubmit = (plain: boolean) => {
        if (!form.isConnected) return
        if (plain) letThrough.add(form)
        form.requestSubmit(submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null)
      }
      const timer = setTimeout(() => {
        waiting.delete(island)
        resubmit(true)
      }, MAX_WAIT_MS)
      waiting.set(island, () => {
        clearTimeout(timer)
        resubmit(false)
      })
    },
    true,
  )
}
