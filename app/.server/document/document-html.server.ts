import { createHash } from 'node:crypto'

import { EARLY_INTERACTION_EVENTS, EARLY_INTERACTION_FLAG } from '~/lib/first-interaction'

/**
 * The last touches on a rendered document (docs/decisions/014-shared-pages-with-javascript.md and
 * 016-boot-after-first-paint.md).
 *
 * - **No module preloads.** React Router's `<Scripts />` writes a `<link rel="modulepreload">` for
 *   every script of the page, which React hoists into the head, right behind the render-blocking
 *   stylesheet. On a slow connection they share its bandwidth and delay the first paint; without
 *   them the stylesheet has the connection to itself, and the scripts are still fetched (the boot
 *   script imports them).
 * - **The boot script after the first paint** (`BOOT_LOADER` below).
 * - **Hashes instead of a nonce, for a page that may be shared.** A nonce is new for every answer, so
 *   a cached copy could not carry it. The render still gets a fresh nonce, and exactly the inline
 *   scripts that carry it (those React Router and React wrote; markup injected into the page cannot
 *   know it) are allowed by their SHA-256 hash instead; the nonce attributes are removed. One copy of
 *   the page is then valid for every visitor.
 */
export function finishDocument(html: string, { nonce, shared }: { nonce?: string; shared: boolean }) {
  let out = html.replace(MODULE_PRELOAD, '')
  let boot: string | undefined
  out = out.replace(BOOT_SCRIPT, (_tag, body: string) => {
    boot = body
    return `<script type="text/plain" id="${BOOT_ID}">${body}</script><script${nonce ? ` nonce="${nonce}"` : ''}>${BOOT_LOADER}</script>`
  })
  if (!nonce || !shared) return { html: out, scriptHashes: [] as string[] }
  const scriptHashes = new Set<string>()
  // The module script the loader writes has the boot script's text, so its hash allows it.
  if (boot !== undefined) scriptHashes.add(scriptHash(boot))
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

/**
 * React Router's boot script (the inline module that imports the page's modules and starts the
 * app) is kept as a data block, and a small loader writes it as a module script once the browser
 * reports the first contentful paint. On a slow connection the page's 120 KB of scripts then no longer share the
 * line with the stylesheet before the first paint, and the paint never waits for them; the page
 * works without them until they have run (docs/decisions/016-boot-after-first-paint.md). A hidden
 * tab paints no frame, so its scripts start when it is first shown.
 */
export const BOOT_ID = 'app-boot'
export const BOOT_LOADER = [
  '(function(){var n=document.currentScript.nonce,done=0;',
  // A tap, key or focus before the app has arrived is remembered for it (app/lib/first-interaction.ts).
  `var E=${JSON.stringify(EARLY_INTERACTION_EVENTS)},seen=function(){window.${EARLY_INTERACTION_FLAG}=1;`,
  'E.forEach(function(t){removeEventListener(t,seen,true)})};',
  'E.forEach(function(t){addEventListener(t,seen,{capture:true,passive:true})});',
  'function go(){if(done)return;done=1;var s=document.createElement("script");s.type="module";if(n)s.nonce=n;',
  `s.textContent=document.getElementById("${BOOT_ID}").textContent;document.body.appendChild(s)}`,
  // The browser reports the first contentful paint once it has been presented; where it cannot
  // (no paint timing), after the first frame.
  'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})',
  '}else requestAnimationFrame(function(){setTimeout(go,0)})})()',
].join('')
const BOOT_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const NONCED_TAG = /<(?:script|link|style)\b[^>]*\snonce="[^"]*"[^>]*>/g
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
