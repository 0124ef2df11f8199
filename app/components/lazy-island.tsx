import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code stays out of the page's initial JavaScript (docs/decisions/005-page-weight.md).
 *
 * - Server: rendered in full, synchronously (the code is preloaded before rendering), so the HTML is
 *   complete and works without JavaScript.
 * - Browser, first load: React hydrates the rest of the page at once and keeps this part's server
 *   HTML as it is (selective hydration) until its code arrives, then hydrates it in place - nothing
 *   the visitor typed is lost. Meanwhile a form in it still works as a plain HTML form.
 * - Browser, client-side navigation: `fallback` shows until the code has loaded.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => (pending ??= load().then((component) => (loaded = component)))

  // A thenable that resolves synchronously lets React.lazy render at once when the code is loaded.
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as never)
      : preload().then((component) => ({ default: component })),
  )

  function Island(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return { Island, preload }
}
