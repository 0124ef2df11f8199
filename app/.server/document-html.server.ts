import { createHash } from 'node:crypto'

/**
 * The last touches on a rendered document (docs/decisions/014-shared-pages-with-javascript.md).
 *
 * - **No module preloads.** React Router's `<Scripts />` writes a `<link rel="modulepreload">` for
 *   every script of the page, which React hoists into the head, right behind the render-blocking
 *   stylesheet. On a slow connection they share its bandwidth and delay the first paint; without
 *   them the stylesheet has the connection to itself, and the scripts are still fetched (the inline
 *   module script at the end of the body imports them).
 * - **Hashes instead of a nonce, for a page that may be shared.** A nonce is new for every answer, so
 *   a cached copy could not carry it. The render still gets a fresh nonce, and exactly the inline
 *   scripts that carry it (those React Router and React wrote; markup injected into the page cannot
 *   know it) are allowed by their SHA-256 hash instead; the nonce attributes are removed. One copy of
 *   the page is then valid for every visitor.
 */
export function finishDocument(html: string, { nonce, shared }: { nonce?: string; shared: boolean }) {
  let out = html.replace(MODULE_PRELOAD, '')
  if (!nonce || !shared) return { html: out, scriptHashes: [] as string[] }
  const scriptHashes = new Set<string>()
  const attribute = ` nonce="${nonce}"`
  for (const match of out.matchAll(INLINE_SCRIPT)) {
    const [, attributes, body] = match
    if (attributes.includes(attribute) && !/\ssrc=/i.test(attributes)) scriptHashes.add(scriptHash(body))
  }
  out = out.replace(NONCED_TAG, (tag) => tag.split(attribute).join(''))
  return { html: out, scriptHashes: [...scriptHashes] }
}

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHash(text: string) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const NONCED_TAG = /<(?:script|link|style)\b[^>]*\snonce="[^"]*"[^>]*>/g
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
