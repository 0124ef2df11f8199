/**
 * A browser's cookie store, as far as the tests need one: it takes Set-Cookie lines (from a
 * `Headers` or raw, as node:http gives them), forgets expired and emptied cookies, and writes the
 * Cookie header back. Used by the integration tests (route modules called in-process) and the
 * security suite (real HTTP).
 */
export class CookieJar {
  readonly cookies = new Map<string, string>()
  /** Every Set-Cookie line received, as sent (for flag checks). */
  readonly lines: string[] = []

  /** The Set-Cookie lines of a fetch-style answer. */
  absorb(headers: Headers) {
    this.absorbLines(headers.getSetCookie())
  }

  /** Raw Set-Cookie lines (node:http's `res.headers['set-cookie']`). */
  absorbLines(setCookie: readonly string[] | undefined) {
    for (const line of setCookie ?? []) {
      this.lines.push(line)
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  clone() {
    const copy = new CookieJar()
    for (const [name, value] of this.cookies) copy.cookies.set(name, value)
    return copy
  }

  /** The session cookie's name (supabase/ssr's `sb-<ref>-auth-token`, possibly in chunks `.0`, `.1`). */
  sessionCookieName() {
    const name = [...this.cookies.keys()].find((n) => /^sb-.+-auth-token$/.test(n))
    if (!name) throw new Error(`no session cookie in ${[...this.cookies.keys()].join(', ')}`)
    return name
  }

  hasSession() {
    return [...this.cookies.keys()].some((n) => /^sb-.+-auth-token(\.\d+)?$/.test(n))
  }
}
