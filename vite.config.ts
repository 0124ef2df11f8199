import { readFileSync, readdirSync } from 'node:fs'
import { basename, resolve } from 'node:path'

import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

import { precompressDir } from './scripts/precompress.mjs'
import { messagePacks } from './scripts/vite-message-packs.mjs'
import { oxcMinify } from './scripts/vite-minify.mjs'

/** Brotli (highest quality) and gzip siblings of the client build's files, written once at build time. */
function precompress(): Plugin {
  return {
    name: 'diaspora:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    closeBundle() {
      const config = this.environment.config
      const dir = resolve(config.root, config.build.outDir)
      const t = precompressDir(dir)
      config.logger.info(
        `precompressed ${t.files} files in ${dir}: ${(t.bytes / 1024).toFixed(1)} KB -> br ${(t.br / 1024).toFixed(1)} KB, gzip ${(t.gz / 1024).toFixed(1)} KB`,
      )
    },
  }
}

const inlang = JSON.parse(readFileSync('./project.inlang/settings.json', 'utf8')) as {
  baseLocale: string
  locales: string[]
  'plugin.inlang.messageFormat': { pathPattern: string[] }
}

const packs = messagePacks({ root: import.meta.dirname, locales: inlang.locales, baseLocale: inlang.baseLocale })

/** Route modules without a page (`export default`), by the name of their client chunk (the file's name). */
const resourceRoutes = new Set(
  readdirSync('./app/routes', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/^export default /m.test(readFileSync(`./app/routes/${file}`, 'utf8')))
    .map((file) => basename(file).replace(/\.tsx?$/, '')),
)

/** The chunk an app module goes in, or undefined for Rollup's own choice. */
function appChunk(id: string): string | undefined {
  // Only the legal pages (which ship no JavaScript) use it.
  if (id.includes('/app/components/layout/legal-document')) return undefined
  // Only signed-in visitors load it (app/components/layout/account-islands.tsx).
  if (id.includes('/app/components/layout/user-menu.')) return undefined
  if (
    /\/app\/(components\/(layout|ui)\/|components\/(account\/avatar|lazy-island|nonce)\.|content\/site\.|lib\/(static-page|first-interaction|format-count|plural)\.)/.test(
      id,
    )
  )
    return 'shell'
  // Small helpers the form kit shares with eagerly loaded code (the social-proof counter): in the shell, or
  // Rollup would pull them into the form kit and every page using them would load the whole kit up front.
  // The plain field components are used without Conform too (/goals, /circles): a chunk of their own, so
  // those pages do not load Conform.
  if (id.includes('/app/components/forms/fields.')) return 'fields'
  // The remittance tool's shared pieces (its form, the price-alert island, the helpers the answer island shares
  // with them): one file for both its pages rather than three small ones (docs/decisions/050-form-page-bytes.md).
  if (/\/app\/(lib\/remittance(-query|-labels)?\.ts|components\/remittance\/(remittance-form|price-alert-island)\.tsx)$/.test(id))
    return 'remittance-kit'
  // Shared with other tools' pages (loans, circles): its own chunk, or Rollup would pull it into the kit above.
  if (id.endsWith('/app/lib/format.ts')) return 'format'
  if (/\/app\/components\/forms\/|@conform-to\/(react|dom)\//.test(id)) return 'forms'
  return undefined
}

export default defineConfig({
  plugins: [
    // Messages in messages/<locale>/*.json compile to app/paraglide (docs/decisions/030-languages.md).
    // One module per message in development too (Paraglide's dev default is one per locale): the
    // message packs read that layout, and `npm run dev` must not rewrite app/paraglide under the
    // tests and builds that share it. `npm run dev` compiles through this plugin alone (it skips an unchanged
    // project, and recompiles on each edit of a message file); running the CLI first cost 3-4 s a start.
    paraglideVitePlugin({
      project: './project.inlang',
      outdir: './app/paraglide',
      strategy: ['url', 'baseLocale'],
      outputStructure: 'message-modules',
    }),
    // The browser gets its page's language only (scripts/vite-message-packs.mjs).
    packs,
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    // Smaller gzipped JavaScript than esbuild's (scripts/vite-minify.mjs, docs/decisions/050-form-page-bytes.md).
    oxcMinify(),
    precompress(),
  ],
  server: { host: '127.0.0.1' },
  build: {
    assetsInlineLimit: 0,
    // JavaScript is minified by oxcMinify() above; CSS as before.
    minify: false,
    cssMinify: 'esbuild',
    // Many tiny shared chunks each pay gzip and request overhead on slow phones: the site's chrome
    // (loaded on every page by root) and the form kit (loaded by every form page) are one file each.
    rollupOptions: {
      // zod's own comments put a `@__PURE__` where Rollup cannot use it; Rollup drops the comment and says so
      // at every build. Nothing to fix on our side (docs/decisions/047-build-warnings.md).
      // A route with no page (only a loader or an action) gets an empty client chunk, as React Router makes one
      // for every route; Rollup says so for each of them.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return
        if (warning.code === 'EMPTY_BUNDLE' && warning.names?.every((name) => resourceRoutes.has(name))) return
        warn(warning)
      },
      output: {
        manualChunks(id, { getModuleInfo }) {
          // Vite's dynamic-import helper is needed by every page with a lazy part: keep it in a chunk of its
          // own rather than in whichever chunk first uses it (it once pulled the whole form kit in), with
          // Paraglide's runtime. Neither imports anything, and the message packs need both: a pack's
          // top-level await must never wait on a chunk that waits on it (scripts/vite-message-packs.mjs).
          if (id.includes('vite/preload-helper') || id.endsWith('/app/paraglide/runtime.js')) return 'runtime'
          // A file's messages in one language, loaded by the file's pack for the page's language alone
          // (scripts/vite-message-packs.mjs), in one chunk with those of the files that always load with
          // it (the same routes and lazy parts, or the same chunk of this config's): one per route and
          // language, and the shell's files and the root route, which every page loads, share one.
          const pack = /^\0message-pack\/([\w-]+)(?:\/(\w+))?$/.exec(id)
          if (pack?.[2]) return `m-${packs.api.groupOf(pack[1], getModuleInfo, appChunk)}-${pack[2]}`
          return appChunk(id)
        },
      },
    },
  },
})
