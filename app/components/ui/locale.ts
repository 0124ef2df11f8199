import { useLocation } from 'react-router'

import { type Locale, localeOfPath, localizePath } from '~/lib/locale'

/**
 * The language of the page being shown, read from its URL (`/fr/...`, `/am/...`, English otherwise):
 * the same on the server and in the browser, so links render alike on both.
 */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname)
}

/** A function that turns an English site path into the same path in the page's language. */
export function useLocalizePath(): (to: string) => string {
  const locale = useLocale()
  return (to: string) => localizePath(to, locale)
}
