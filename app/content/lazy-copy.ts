/**
 * `lazyCopy({ title: m.x, intro: m.y }, { to: '/signup' })`: an object whose properties of the first
 * argument are getters calling their Paraglide message (each read happens in the request's language,
 * the pattern of docs/decisions/030-languages.md written once), plus the second argument's properties
 * as they are (their getters stay getters). Never spread a copy object at module scope: a spread reads
 * the getters once, in whatever language is current then.
 *
 * Marked free of side effects for the bundler: a copy object no kept code reads is dropped from the
 * browser's build, and with it its messages from the page's pack (scripts/vite-message-packs.mjs).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyCopy<T extends Record<string, () => string>, E extends object = Record<never, never>>(
  messages: T,
  extra?: E,
): { readonly [K in keyof T]: string } & E {
  const out = {} as { [K in keyof T]: string } & E
  for (const key of Object.keys(messages) as (keyof T & string)[]) {
    Object.defineProperty(out, key, { get: () => messages[key]!(), enumerable: true })
  }
  if (extra) Object.defineProperties(out, Object.getOwnPropertyDescriptors(extra))
  return out
}

/**
 * Whether a whole number takes the singular in the current language (CLDR: English "1"; French and
 * Amharic "0 or 1"). Written out rather than Intl.PluralRules, whose first use loads ICU data on a
 * cheap phone (decision 016).
 */
export function isSingular(count: number, locale: string): boolean {
  return locale === 'en' ? count === 1 : count === 0 || count === 1
}
