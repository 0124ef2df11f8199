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

const inlang = JSON.parse(readFileSync('./project.inlang/settings.json', 'utf8')) as {
  baseLocale: string
  locales: string[]
  'plugin.inlang.messageFormat': { pathPattern: string[] }
}

export default defineConfig({
  plugins: [
    // Messages in messages/<locale>/*.json compile to app/paraglide (docs/decisions/030-languages.md).
    paraglideVitePlugin({ project: './project.inlang', outdir: './app/paraglide', strategy: ['url', 'baseLocale'] }),
    // The browser gets its page's language only (scripts/vite-message-packs.mjs).
    messagePacks({ root: import.meta.dirname, locales: inlang.locales, baseLocale: inlang.baseLocale }),
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
          // page's language alone (scripts/vite-message-packs.mjs).
          const pack = /^\0message-pack\/([\w-]+)(?:\/(\w+))?$/.exec(id)
          if (pack?.[2]) return `m-${pack[1]}-${pack[2]}`
          // Only the legal pages (which ship no JavaScript) use it.
          if (id.includes('/app/components/layout/legal-document')) return undefined
          if (
            /\/app\/(components\/(layout|ui)\/|components\/(account\/avatar|lazy-island|nonce)\.|content\/(site|user-menu|lazy-copy|not-found)\.|lib\/(static-page|first-interaction)\.)/.test(
              id,
            )
          )
            return 'shell'
          if (/\/app\/components\/forms\/|@conform-to\/(react|dom)\//.test(id)) return 'forms'
        },
      },
    },
  },
})
