import { redirect as routerRedirect } from 'react-router'

import { localizePath } from '~/lib/locale'
import { getLocale } from '~/paraglide/runtime.js'

/**
 * React Router's `redirect`, to the target in the request's language: `redirect('/signup')` from a
 * French page leads to `/fr/signup` (docs/decisions/030-languages.md). Targets are written as English
 * paths; one already in a language is moved to the request's, and the admin area, absolute URLs and
 * anything that is not a site path are left as they are. Every redirect of the public site uses this
 * one (tests/unit/localized-links.test.ts checks the imports).
 */
export const redirect: typeof routerRedirect = (url, init) => routerRedirect(localizePath(url, getLocale()), init)
