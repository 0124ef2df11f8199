import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { messagePacks } from '../../scripts/vite-message-packs.mjs'

// The browser build's message packs (scripts/vite-message-packs.mjs, decision 030 "One language per
// page in the browser"): what the plugin makes of a content module and of its pack, read directly.

const root = process.cwd()
const plugin = messagePacks({ root, locales: ['en', 'fr', 'am'], baseLocale: 'en' })
type Hook = (this: unknown, ...args: unknown[]) => unknown
const transform = (code: string, file: string) =>
  (plugin.transform as Hook).call({}, code, join(root, file)) as { code: string } | undefined
const load = (id: string) => (plugin.load as Hook).call({}, id) as Promise<string>

const source = `import { m } from '~/paraglide/messages.js'

const count = 3

export const copy = {
  get status() {
    return m.site_status()
  },
  get heading() {
    return m.site_error_heading({ status: '{status}' })
  },
  get counted() {
    return m.site_error_heading({ status: String(count) })
  },
  get year() {
    return String(new Date().getFullYear())
  },
}
`

describe('message packs', () => {
  it('reads each message through the file’s pack, and makes a getter of a message with constant inputs a plain property', () => {
    const out = transform(source, 'app/content/pack-probe.ts')!.code
    expect(out).toContain(`import { __msg_content_pack_probe } from "virtual:message-pack/content-pack-probe"`)
    expect(out).not.toMatch(/\bm\./)
    // In the browser a page's language never changes: read once, still droppable when unused.
    expect(out).toContain('status: /* @__PURE__ */ __msg_content_pack_probe(0)()')
    expect(out).toContain(`heading: /* @__PURE__ */ __msg_content_pack_probe(1)({ status: '{status}' })`)
    // Inputs that are not constants, and getters that do not only return a message, stay getters.
    expect(out).toMatch(/get counted\(\) \{\s+return __msg_content_pack_probe\(1\)\(\{ status: String\(count\) \}\)/)
    expect(out).toMatch(/get year\(\) \{\s+return String\(new Date\(\)\.getFullYear\(\)\)/)
  })

  it('leaves a file that reads no messages alone', () => {
    expect(transform(`export const x = { get a() { return 'b' } }\n`, 'app/content/plain.ts')).toBeUndefined()
  })

  it('a pack holds one language: a message without inputs as its text, one with inputs as a function', async () => {
    transform(source, 'app/content/pack-probe.ts')
    const french = await load('\0message-pack/content-pack-probe/fr')
    expect(french).toMatch(/^export default \{\n0: `[^`]+`,\n1: /)
    expect(french).toContain('=>')
    const status = /0: `([^`]+)`/.exec(french)![1]
    expect(status).not.toBe(/0: `([^`]+)`/.exec(await load('\0message-pack/content-pack-probe/en'))![1])
  })
})
