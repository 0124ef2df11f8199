/**
 * The corridor each language's home link (and /navigator's "try it" link) opens, USD 200 (decision 039):
 * English Nigeria (the nurse in Houston the spec writes for), Amharic Ethiopia, French Senegal: the
 * French site's audience is francophone West and Central Africa, which the survey does not cover, so
 * the link says so and opens the page that offers what she can still do, not a country that is not hers.
 * A module of its own so the home page's code does not pull in the analyzer's.
 */
const HOME_CORRIDORS: Record<string, string> = { en: 'NG', fr: 'SN', am: 'ET' }

export function homeCorridorPath(locale: string): string {
  return `/navigator/remittance?to=${HOME_CORRIDORS[locale] ?? 'NG'}&amount=200`
}
