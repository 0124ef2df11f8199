import { useLocation } from 'react-router'

import { useLocale } from '~/components/ui/locale'
import { hasLanguageVersions, localeNames, locales } from '~/lib/locale'
import { sitePath } from '~/lib/site-path'
import { m } from '~/paraglide/messages.js'

/**
 * The language choice (docs/decisions/030-languages.md): one plain link per language to this same
 * page (its query kept), each name in its own language and script, with `lang` and `hreflang`, no
 * flags. Plain links, so it works without JavaScript and every choice is a cacheable URL; nothing is
 * stored (no cookie). The admin area is English only and has none.
 */
export function LanguageSwitcher({
  landmark = true,
  className = '',
  linkClassName,
}: {
  /** A `<nav>` in the header and the drawer; the footer's is a plain list under a heading. */
  landmark?: boolean
  className?: string
  linkClassName: (current: boolean) => string
}) {
  const { pathname, search } = useLocation()
  const current = useLocale()
  if (!hasLanguageVersions(pathname)) return null
  // The page in each language is `sitePath`'s (docs/decisions/032): on `/fr//evil.example` it is `/`.
  const page = pathname + search
  const list = (
    <ul className={`flex flex-wrap items-center gap-1 ${className}`}>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={sitePath(page, locale)}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
            className={linkClassName(locale === current)}
          >
            {localeNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  )
  return landmark ? <nav aria-label={m.i18n_switcher_label()}>{list}</nav> : list
}
