import { resolve } from 'node:path'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

import { precompressDir } from './scripts/precompress.mjs'

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), precompress()],
  server: { host: '127.0.0.1' },
  build: {
    assetsInlineLimit: 0,
    // Many tiny shared chunks each pay gzip and request overhead on slow phones: the site's chrome
    // (loaded on every page by root) and the form kit (loaded by every form page) are one file each.
    rollupOptions: {
      output: {
        manualChunks(id) {
          // Vite's dynamic-import helper is needed by every page with a lazy part: keep it in the shell
          // rather than in whichever chunk first uses it (it once pulled the whole form kit in).
          if (id.includes('vite/preload-helper')) return 'shell'
          // Only the legal pages (which ship no JavaScript) use it.
          if (id.includes('/app/components/layout/legal-document')) return undefined
          if (
            /\/app\/(components\/(layout|ui)\/|components\/(account\/avatar|lazy-island|nonce)\.|content\/(site|auth|not-found)\.|lib\/(static-page|first-interaction)\.)/.test(
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
