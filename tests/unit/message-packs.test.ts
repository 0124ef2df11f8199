import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { messagePacks } from '../../scripts/vite-message-packs.mjs'

// The browser build's message packs (scripts/vite-message-packs.mjs, decision 030 "One language per
// page in the browser"): what the plugin makes of a module that reads messages and of its pack, read directly.

const root = process.cwd()
const plugin = messagePacks({ root, locales: ['en', 'fr', 'am'], baseLocale: 'en' })
type Hook = (this: unknown, ...args: unknown[]) => unknown
const transform = (code: string, file: string) =>
  (plugin.transform as Hook).call({}, code, join(root, file)) as { code: string } | undefined
const load = (id: string) => (plugin.load as Hook).call({}, id) as Promise<string>

const source = `import { m } from '~/paraglide/messages.js'

export function Probe({ count }: { count: number }) {
  const labels = { status: m.site_status }
  return <p className="m-0 p-2" title={labels.status()}>{m.site_error_heading({ status: String(count) })}</p>
}
`

describe('message packs', () => {
  it('reads each message, called or passed as a function, through the file’s pack and drops Paraglide’s namespace', () => {
    const out = transform(source, 'app/components/pack-probe.tsx')!.code
    expect(out).toContain(`import { __msg_components_pack_probe } from "virtual:message-pack/components-pack-probe"`)
    expect(out).not.toMatch(/\bm\./)
    expect(out).toContain('{ status: __msg_components_pack_probe(0) }')
    expect(out).toContain('__msg_components_pack_probe(1)({ status: String(count) })')
    // A class name such as `m-0` is not a use of `m`: the file does not keep every message in every language.
    expect(out).not.toContain('paraglide/messages.js')
  })

  it('keeps Paraglide’s namespace for a file that uses `m` as a value (still correct, only larger)', () => {
    const out = transform(
      `import { m } from '~/paraglide/messages.js'\nexport const pick = (key: 'site_status') => m[key]()\n`,
      'app/lib/pick.ts',
    )!.code
    expect(out).toContain(`import { m } from '~/paraglide/messages.js'`)
  })

  it('leaves a file that reads no messages alone', () => {
    expect(transform(`export const x = { get a() { return 'b' } }\n`, 'app/content/plain.ts')).toBeUndefined()
  })

  it('a pack holds one language: a message without inputs as its text, one with inputs as a function', async () => {
    transform(source, 'app/components/pack-probe.tsx')
    const french = await load('\0message-pack/components-pack-probe/fr')
    expect(french).toMatch(/^export default \{\n0: `[^`]+`,\n1: /)
    expect(french).toContain('=>')
    const status = /0: `([^`]+)`/.exec(french)![1]
    expect(status).not.toBe(/0: `([^`]+)`/.exec(await load('\0message-pack/components-pack-probe/en'))![1])
  })
})
