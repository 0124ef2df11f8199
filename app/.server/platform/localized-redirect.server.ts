import { redirect as routerRedirect } from 'react-router'

import { sitePath } from '~/lib/site-path'
import { getLocale } from '~/paraglide/runtime.js'

/**
 * React Router's `redirect`, to the target in the request's language: `redirect('/signup')` from a
 * French page leads to `/fr/signup` (docs/decisions/030-languages.md). Targets are written as English
 * paths; one already in a language is moved to the request's, and the admin area is left in English.
 * The target is `sitePath`'s (docs/decisions/032-one-redirect-function.md): always a path of this
 * site, `/` for anything else. Every redirect of the public site uses this one
 * (tests/unit/localized-links.test.ts checks the imports).
 */
export const redirect: typeof routerRedirect = (url, init) => routerRedirect(sitePath(url, getLocale()), init)
