/**
 * Redirect targets and paths an attacker would try to lead a visitor off the site with (security
 * review 2026-11-29, N1 and N2, and F12 before them; docs/decisions/032-one-redirect-function.md).
 * One table for the unit test of `sitePath` (tests/unit/site-path.test.ts) and for the production
 * build (tests/security/redirects.test.ts).
 */
export const HOSTILE_PATHS: readonly string[] = [
  // Double and mixed slashes, backslashes.
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/./\\/evil.example',
  // Encoded once and twice.
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%2f%5cevil.example',
  '/%252F%252Fevil.example',
  '/%255Cevil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  // Dot segments.
  '/.//evil.example',
  '/a/..//evil.example',
  '/fr/..//evil.example',
  '/fr/../..//evil.example',
  // Every language's prefix, in capitals too, with the slash and the backslash.
  '/en//evil.example',
  '/fr//evil.example/session-expired',
  '/am//evil.example?x=1',
  '/EN//evil.example',
  '/Fr//x',
  '/FR//evil.example/x',
  '/AM//evil.example',
  '/en/\\evil.example',
  '/fr/\\evil.example',
  '/am/%2F%2Fevil.example',
  // Absolute URLs and other schemes.
  'https://evil.example',
  'http:/evil.example',
  'javascript:alert(1)',
  // Tabs and newlines inside (a URL parser drops them: `/\t/evil` is `//evil`).
  '/\t/evil.example',
  '/\n/evil.example',
  '/fr/\r\n/evil.example',
]

/** Ordinary targets that must come out exactly as they went in. */
export const KEPT_PATHS: readonly string[] = ['/profile', '/fr/learn?q=a', '/am/navigator/remittance?to=ET&amount=200#results']
