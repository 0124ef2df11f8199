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

describe('message pack groups (one chunk per route and language)', () => {
  // A module graph as Rollup describes it: who imports whom, statically or lazily, and which are entries.
  type Info = { isEntry: boolean; importers: string[]; dynamicImporters: string[] }
  const graph: Record<string, Info> = {}
  const add = (id: string, info: Partial<Info>) => (graph[id] = { isEntry: false, importers: [], dynamicImporters: [], ...info })
  const at = (file: string) => join(root, file)
  add(at('app/root.tsx'), { isEntry: true })
  add(at('app/routes/page-a.tsx'), { isEntry: true })
  add(at('app/routes/page-b.tsx'), { isEntry: true })
  add(at('app/components/probe/answer.tsx'), { importers: [at('app/routes/page-a.tsx')] })
  add(at('app/components/probe/shared.tsx'), { importers: [at('app/routes/page-a.tsx'), at('app/routes/page-b.tsx')] })
  add(at('app/components/probe/lazy.tsx'), { importers: [], dynamicImporters: [at('app/routes/page-a.tsx')] })
  add(at('app/components/probe/chrome.tsx'), { importers: [at('app/root.tsx')] })
  add(at('app/components/probe/kit.tsx'), { importers: [at('app/routes/page-b.tsx')] })
  const getModuleInfo = (id: string) => graph[id] ?? null
  const chunkOf = (id: string) => (id.endsWith('/kit.tsx') ? 'forms' : undefined)
  const group = (file: string) => {
    transform(`import { m } from '~/paraglide/messages.js'\nexport const x = () => m.site_status()\n`, file)
    const name = file
      .replace(/^app\//, '')
      .replace(/\.tsx$/, '')
      .replace(/[^\w]+/g, '-')
    return plugin.api.groupOf(name, getModuleInfo, chunkOf)
  }

  it('puts the packs of the files one route alone loads with the route’s own, and those the root loads in the shell’s', () => {
    expect(group('app/components/probe/answer.tsx')).toBe('routes-page-a')
    expect(group('app/routes/page-a.tsx')).toBe('routes-page-a')
    expect(group('app/components/probe/chrome.tsx')).toBe('shell')
  })

  it('keeps a lazy part’s words with the lazy part, files shared by routes apart, and a config chunk’s files together', () => {
    expect(group('app/components/probe/lazy.tsx')).toBe('components-probe-lazy')
    expect(group('app/components/probe/shared.tsx')).toMatch(/^routes-page-a-[0-9a-f]{6}$/)
    expect(group('app/components/probe/kit.tsx')).toBe('forms')
  })

  it('cuts each pack of a chunk that holds several down to the messages their files still call', () => {
    transform(
      `import { m } from '~/paraglide/messages.js'\nexport const a = () => [m.site_status(), m.site_tagline()]\n`,
      'app/components/probe/one.tsx',
    )
    transform(`import { m } from '~/paraglide/messages.js'\nexport const b = () => m.site_status()\n`, 'app/components/probe/two.tsx')
    const one = `var one = {\n0: \`a\`,\n1: \`b\`\n};\n`
    const two = `var two = {\n0: \`c\`\n};\n`
    const code = `${one}${two}export { one as a, two as b };\n`
    const chunk = {
      fileName: 'm-x-fr.js',
      modules: { '\0message-pack/components-probe-one/fr': { code: one }, '\0message-pack/components-probe-two/fr': { code: two } },
    }
    // The first file's code kept only its second message; the second file's, its only one.
    const meta = {
      chunks: {
        'a.js': { modules: { [at('app/components/probe/one.tsx')]: { code: '__msg_components_probe_one(1)' } } },
        'b.js': { modules: { [at('app/components/probe/two.tsx')]: { code: '__msg_components_probe_two(0)' } } },
      },
    }
    const out = ((plugin.renderChunk as Hook).call({}, code, chunk, {}, meta) as { code: string }).code
    expect(out).toMatch(/^var one = \{\n1: `[^`]+`\n\};\nvar two = \{\n0: `[^`]+`\n\};\nexport \{ one as a, two as b \};\n$/)
  })
})
