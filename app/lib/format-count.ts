/**
 * A whole number with en-US thousands separators ("12,345"), exactly as `toLocaleString('en-US')`
 * writes it, without the browser's number-formatting data: the first `toLocaleString` of a page
 * loads ICU's locale data, about 20 ms of a cheap phone's start-up (a quarter of `/signup`'s
 * hydration, decision 016). Other numbers fall back to `toLocaleString`.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US')
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')
  return value < 0 ? `-${digits}` : digits
}
