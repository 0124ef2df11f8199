// The `zipcodes` package ships no types; only its table is used (app/.server/credit-unions/zip.server.ts).
declare module 'zipcodes' {
  export const codes: Record<string, { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }>
}
