import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Runs `onNavigate` after each client-side navigation to another page, and never when the component
 * first mounts: a menu the visitor opened before the app had started (the scripts start after the
 * first paint, decision 016) must still be open once it has.
 */
export function useAfterNavigation(onNavigate: () => void) {
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  const shown = useRef(here)
  useEffect(() => {
    if (shown.current === here) return
    shown.current = here
    onNavigate()
    // Only a change of page calls it; the callback of the render that saw the change is the one used.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new callback each render must not count as a navigation
  }, [here])
}
