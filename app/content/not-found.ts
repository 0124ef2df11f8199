import { m } from '~/paraglide/messages.js'

import { siteStatus } from './site'

/**
 * Copy for the 404 page. A visitor-facing string is a getter that calls its Paraglide message, so it is
 * read when a request uses it, in that request's locale (docs/decisions/030-languages.md). Text that is
 * not translated (a number, a path) stays a plain value.
 */
export const notFoundCopy = {
  get title() {
    return m.not_found_title()
  },
  heading: '404',
  get badge() {
    return siteStatus()
  },
  get message() {
    return m.not_found_message()
  },
  homeLink: {
    get label() {
      return m.not_found_home_link()
    },
    to: '/',
  },
}
