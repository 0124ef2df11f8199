import { config } from 'zod'

// Zod compiles fast validators with `new Function` unless told not to; the site's Content Security
// Policy forbids eval, so in the browser that attempt is a CSP violation (and a Lighthouse "best
// practices" failure). Validating a small form without the compiled path costs nothing noticeable.
config({ jitless: true })
