import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

import { precompressDir } from './scripts/precompress.mjs'
import { messagePacks } from './scripts/vite-message-packs.mjs'

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

/**
 * `npm run dev`: each request runs in the language of its URL, as `npm start` does it
 * (`localizedHandler` in server/index.mjs around React Router's handler). Vite's dev server runs React
 * Router's own handler instead, so this middleware, placed before it, runs the rest of the request
 * inside the app's `withLocale` (app/.server/platform/locale.server.ts), taken from the same server build
 * React Router loads, so both read one Paraglide runtime.
 */
function devLocale(): Plugin {
  return {
    name: 'diaspora:dev-locale',
    apply: 'serve',
    configureServer(server) {
      // Returned: added after Vite's own middlewares, before React Router's (the plugin comes first).
      return () => {
        server.middlewares.use((req, res, next) => {
          void (async () => {
            const build = (await server.ssrLoadModule('virtual:react-router/server-build')) as {
              entry: { module: { withLocale?: (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response> } }
            }
            const withLocale = build.entry.module.withLocale
            if (!withLocale) return next()
            const request = new Request(new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost'), { method: req.method })
            const answer = await withLocale(
              request,
              () =>
                new Promise<Response>((done) => {
                  res.once('close', () => done(new Response(null)))
                  next()
                }),
            )
            // withLocale answered itself (a redirect to the page's one address): send it.
            if (!res.headersSent && !res.writableEnded) {
              res.writeHead(answer.status, Object.fromEntries(answer.headers))
              res.end()
            }
          })().catch(next)
        })
      }
    },
  }
}

const inlang = JSON.parse(readFileSync('./project.inlang/settings.json', 'utf8')) as {
  baseLocale: string
  locales: string[]
  'plugin.inlang.messageFormat': { pathPattern: string[] }
}

const packs = messagePacks({ root: import.meta.dirname, locales: inlang.locales, baseLocale: inlang.baseLocale })

/** The chunk an app module goes in, or undefined for Rollup's own choice. */
function appChunk(id: string): string | undefined {
  // Only the legal pages (which ship no JavaScript) use it.
  if (id.includes('/app/components/layout/legal-document')) return undefined
  // Only signed-in visitors load it (app/components/layout/account-islands.tsx).
  if (/\/app\/(components\/layout|content)\/user-menu\./.test(id)) return undefined
  if (
    /\/app\/(components\/(layout|ui)\/|components\/(account\/avatar|lazy-island|nonce)\.|content\/(site|lazy-copy)\.|lib\/(static-page|first-interaction|format-count|plural)\.)/.test(
      id,
    )
  )
    return 'shell'
  // Small helpers the form kit shares with eagerly loaded code (the social-proof counter): in the shell, or
  // Rollup would pull them into the form kit and every page using them would load the whole kit up front.
  // The plain field components are used without Conform too (/goals, /circles): a chunk of their own, so
  // those pages do not load Conform.
  if (id.includes('/app/components/forms/fields.')) return 'fields'
  if (/\/app\/components\/forms\/|@conform-to\/(react|dom)\//.test(id)) return 'forms'
  return undefined
}

export default defineConfig({
  plugins: [
    // Messages in messages/<locale>/*.json compile to app/paraglide (docs/decisions/030-languages.md).
    // One module per message in development too (Paraglide's dev default is one per locale): the
    // message packs read that layout, and `npm run dev` must not rewrite app/paraglide under the
    // tests and builds that share it.
    paraglideVitePlugin({
      project: './project.inlang',
      outdir: './app/paraglide',
      strategy: ['url', 'baseLocale'],
      outputStructure: 'message-modules',
    }),
    // The browser gets its page's language only (scripts/vite-message-packs.mjs).
    packs,
    devLocale(),
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    precompress(),
  ],
  server: { host: '127.0.0.1' },
  build: {
    assetsInlineLimit: 0,
    // Many tiny shared chunks each pay gzip and request overhead on slow phones: the site's chrome
    // (loaded on every page by root) and the form kit (loaded by every form page) are one file each.
    rollupOptions: {
      output: {
        manualChunks(id) {
          // Vite's dynamic-import helper is needed by every page with a lazy part: keep it in a chunk of its
          // own rather than in whichever chunk first uses it (it once pulled the whole form kit in), with
          // Paraglide's runtime. Neither imports anything, and the message packs need both: a pack's
          // top-level await must never wait on a chunk that waits on it (scripts/vite-message-packs.mjs).
          if (id.includes('vite/preload-helper') || id.endsWith('/app/paraglide/runtime.js')) return 'runtime'
          // A file's messages in one language: a chunk of its own, loaded by the file's pack for the
          // page's language alone (scripts/vite-message-packs.mjs); the shell's files share one.
          const pack = /^\0message-pack\/([\w-]+)(?:\/(\w+))?$/.exec(id)
          if (pack?.[2]) {
            const file = packs.api.fileOf(pack[1])
            return `m-${file && appChunk(file) === 'shell' ? 'shell' : pack[1]}-${pack[2]}`
          }
          return appChunk(id)
        },
      },
    },
  },
})
