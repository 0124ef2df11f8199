// The browser gets the words of its page's language only, and only those its code can show
// (docs/decisions/030-languages.md, "One language per page in the browser").
//
// Paraglide compiles each message to a function holding all three translations
// (`app/paraglide/messages/<key>.js`). The server wants that: one process answers in every
// language. In the browser it sends every word three times. This plugin changes the client build
// only (the server build and `npm run dev` are untouched):
//
// - in each app file that reads messages (`import { m } from '~/paraglide/messages.js'`), `m.key`
//   becomes `__msg_<file>(n)`, a message of that file's own pack;
// - the file's pack (`virtual:message-pack/<file>`) loads, with a top-level await, the one chunk
//   holding that file's messages in the page's language (`.../<file>/<locale>`), chosen from
//   `<html lang>`, which the server wrote from the URL's prefix (see clientRuntime below);
// - that chunk holds the compiled functions themselves, copied from Paraglide's output, and once
//   the bundle is known only those whose call survived tree-shaking in the file's rendered code;
// - the files that always load together (one route's, the shell's) share that chunk: one per route
//   and language (`groupOf`, used by vite.config.ts; docs/decisions/050-form-page-bytes.md).
//
// A page changes language only by a full document load (the switcher's plain links), so a pack
// read once when the page starts stays right for its life.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const VIRTUAL = 'virtual:message-pack/'
const RESOLVED = '\0message-pack/'
const NAMESPACE = /^import \{ m \} from '([^']*paraglide\/messages\.js)'\n/m
/** The pack's accessor in a file: named for the file, as Rollup keeps a binding's own name in its output. */
const accessor = (name) => `__msg_${name.replace(/-/g, '_')}`

/**
 * @param {{ root: string, locales: readonly string[], baseLocale: string }} options
 * @returns {import('vite').Plugin}
 */
export function messagePacks({ root, locales, baseLocale }) {
  const outdir = resolve(root, 'app/paraglide')
  const messagesDir = resolve(outdir, 'messages')
  const runtime = resolve(outdir, 'runtime.js')
  let known
  const isKey = (key) => {
    known ??= new Set(
      readdirSync(messagesDir).flatMap((file) => (file.endsWith('.js') && !file.startsWith('_') ? [file.slice(0, -3)] : [])),
    )
    return known.has(key)
  }
  /** Each reading file's pack: its name (the file's path, for the chunk's name), id and keys by index. */
  const packs = new Map()

  /** A message's compiled function in one locale, as Paraglide wrote it. */
  const sources = new Map()
  const compiled = (key, locale) => {
    // Read once per build: each file serves three locales, in load and again in renderChunk.
    if (!sources.has(key)) sources.set(key, readFileSync(resolve(messagesDir, `${key}.js`), 'utf8'))
    const source = sources.get(key)
    const found = new RegExp(`^const ${locale}_${key} = ([\\s\\S]*?\\n\\});$`, 'm').exec(source)
    if (!found) throw new Error(`message-packs: no ${locale} function in ${key}.js (has Paraglide's output changed?)`)
    return found[1]
  }
  /**
   * A message as the pack holds it: a message without inputs is its text alone (a string costs fewer
   * bytes than a function returning it), any other is Paraglide's function.
   */
  const packEntry = (key, locale) => {
    const source = compiled(key, locale)
    const plain = /^\/\*\*[^*]*\*\/ \(\) => \{\n\treturn \/\*\*[^*]*\*\/ \((`(?:[^`\\$]|\\.|\$(?!\{))*`)\)\n\}$/.exec(source)
    return plain ? plain[1] : source
  }
  /** A pack's chunk: its messages by index; `used` (indices) leaves out those no kept code calls. */
  const packObject = (keys, locale, used) => {
    const entries = keys.flatMap((key, index) => (used && !used.has(index) ? [] : [`${index}: ${packEntry(key, locale)}`]))
    return `{\n${entries.join(',\n')}\n}`
  }
  const packSource = (keys, locale) => `export default ${packObject(keys, locale)}\n`

  /**
   * What the browser needs of Paraglide's runtime (81 KB of source, 2 KB gzip: URL patterns, cookies,
   * storage): the locales, and the page's language, which the server wrote in `<html lang>` from the
   * same URL Paraglide reads. A name the app imports and this lacks fails the build.
   */
  const clientRuntime = async () => {
    const real = await import(pathToFileURL(runtime).href)
    const directions = Object.fromEntries(real.locales.map((locale) => [locale, real.getTextDirection(locale)]))
    return [
      `export const baseLocale = ${JSON.stringify(real.baseLocale)}`,
      `export const locales = ${JSON.stringify(real.locales)}`,
      `export const isLocale = (locale) => locales.includes(locale)`,
      `const page = typeof document === 'undefined' ? undefined : document.documentElement.lang`,
      `const current = isLocale(page) ? page : baseLocale`,
      `export const getLocale = () => current`,
      `const directions = ${JSON.stringify(directions)}`,
      `export const getTextDirection = (locale = current) => directions[locale] ?? 'ltr'`,
    ].join('\n')
  }

  /** A file's pack name: its path under app/, as a chunk name. */
  const packName = (file) =>
    relative(resolve(root, 'app'), file)
      .replace(/\.\w+$/, '')
      .replace(/[^\w]+/g, '-')

  /**
   * The packs of files that load together share one chunk per language (fewer, larger files: decision
   * 050): a file's group is the set of entries that reach it by static imports alone (route modules, and
   * modules imported lazily, such as an island's code), as Rollup groups the code itself. Every
   * page that loads one of the group's files loads all of them, and no page loads messages that its
   * code does not load (a lazy island's messages stay with the island). A module the config puts in a
   * chunk of its own (`chunkOf`: the shell, the form kit) loads with that chunk, so it counts as that
   * chunk; 'shell' when the root or the shell chunk reaches it (every page). A group's name: its entry's,
   * or the first entry's and a short hash of the set when there are several.
   *
   * @param {string} name a pack's name
   * @param {(id: string) => { isEntry: boolean, importers: readonly string[], dynamicImporters: readonly string[] } | null} getModuleInfo
   * @param {(id: string) => string | undefined} chunkOf the config's own chunk for a module, if any
   */
  function groupOf(name, getModuleInfo, chunkOf) {
    const file = packs.get(name)?.file
    if (!file) return name
    const entries = new Set()
    const seen = new Set([file])
    const queue = [file]
    while (queue.length > 0) {
      const id = queue.pop()
      const chunk = chunkOf(id)
      if (chunk) {
        entries.add(`chunk:${chunk}`)
        continue
      }
      const info = getModuleInfo(id)
      if (!info) continue
      if (info.isEntry || info.dynamicImporters.length > 0) entries.add(id.split('?')[0])
      for (const importer of info.importers) {
        if (seen.has(importer)) continue
        seen.add(importer)
        queue.push(importer)
      }
    }
    if ([...entries].some((id) => id.endsWith('/app/root.tsx') || id === 'chunk:shell')) return 'shell'
    const names = [...entries].map((id) => (id.startsWith('chunk:') ? id.slice('chunk:'.length) : packName(id))).sort()
    if (names.length === 0) return name
    if (names.length === 1) return names[0]
    return `${names[0]}-${createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 6)}`
  }

  return {
    name: 'diaspora:message-packs',
    // For the build's chunking (vite.config.ts): the chunk a pack goes in.
    api: { groupOf },
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const file = id.split('?')[0]
      if (!/\/app\/.*\.(tsx?|jsx?)$/.test(file) || file.startsWith(outdir)) return
      const namespace = NAMESPACE.exec(code)
      if (!namespace) return
      const name = packName(file)
      const keys = []
      let rest = code.replace(namespace[0], '').replace(/(?<![\w$.])m\.(\w+)/g, (whole, key) => {
        if (!isKey(key)) return whole
        if (!keys.includes(key)) keys.push(key)
        return `${accessor(name)}(${keys.indexOf(key)})`
      })
      // Anything else done with `m` (passed as a value, indexed by a computed key) keeps Paraglide's
      // namespace (all languages, still correct). An identifier only: `m-0` in a class name is not one.
      if (/(?<![\w$.-])m(?![\w$-])(?=\s*[.[),;}\]]|\s*$)/m.test(rest)) rest = namespace[0] + rest
      packs.set(name, { file, keys })
      return { code: `import { ${accessor(name)} } from ${JSON.stringify(VIRTUAL + name)}\n${rest}`, map: null }
    },
    resolveId(id) {
      if (id.startsWith(VIRTUAL)) return RESOLVED + id.slice(VIRTUAL.length)
    },
    async load(id) {
      if (id === runtime) return clientRuntime()
      if (!id.startsWith(RESOLVED)) return
      const [name, locale] = id.slice(RESOLVED.length).split('/')
      const pack = packs.get(name)
      if (!pack) throw new Error(`message-packs: no pack ${name}`)
      if (locale) return packSource(pack.keys, locale)
      const loaders = locales.map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(`${VIRTUAL}${name}/${l}`)}),`)
      return [
        `import { getLocale } from ${JSON.stringify(runtime)}`,
        `const load = {\n${loaders.join('\n')}\n}`,
        `const pack = (await (load[getLocale()] ?? load[${JSON.stringify(baseLocale)}])()).default`,
        `export const ${accessor(name)} = (index) => (inputs = {}) => (typeof pack[index] === 'string' ? pack[index] : pack[index](inputs))`,
      ].join('\n')
    },
    // Once the bundle is known, a pack keeps only the messages its file's rendered code still calls
    // (tree-shaking cannot see through the pack's dynamic import). Runs before minification; the
    // chunk's hash is computed from this code.
    renderChunk(code, chunk, _options, meta) {
      // A chunk may hold several packs of one language (groupOf); each is cut down in place.
      let out = code
      let changed = false
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (!id.startsWith(RESOLVED)) continue
        const [name, locale] = id.slice(RESOLVED.length).split('/')
        if (!locale) continue
        // A pack whose file's code was left out altogether (a component the browser build never renders) is
        // left out with it.
        if (!module.code) continue
        const pack = packs.get(name)
        const used = new Set()
        const call = new RegExp(`(?<![\\w$.])${accessor(name)}(?:\\$\\d+)?\\((\\d+)\\)`, 'g')
        for (const other of Object.values(meta.chunks)) {
          const rendered = other.modules[pack.file]?.code
          // undefined: not in that chunk; null: none of the file's code was kept, so it calls nothing.
          if (rendered === undefined || rendered === null) continue
          for (const found of rendered.matchAll(call)) used.add(Number(found[1]))
        }
        // The pack as Rollup rendered it (`var x = {...};`, or `export default {...}` alone in its chunk):
        // the object between its first and last brace is replaced.
        const rendered = module.code
        if (!rendered || out.split(rendered).length !== 2) throw new Error(`message-packs: cannot find ${id} in ${chunk.fileName}`)
        const cut =
          rendered.slice(0, rendered.indexOf('{')) + packObject(pack.keys, locale, used) + rendered.slice(rendered.lastIndexOf('}') + 1)
        out = out.split(rendered).join(cut)
        changed = true
      }
      return changed ? { code: out, map: null } : undefined
    },
  }
}
