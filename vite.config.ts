import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  server: { host: '127.0.0.1' },
  build: {
    assetsInlineLimit: 0,
    // Many tiny shared chunks each pay gzip and request overhead on slow phones: the site's chrome
    // (loaded on every page by root) and the form kit (loaded by every form page) are one file each.
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/\/app\/(components\/(layout|ui)\/|components\/account\/avatar|content\/(site|auth|not-found)\.)/.test(id)) return 'shell'
          if (/\/app\/components\/forms\/|@conform-to\/(react|dom)\//.test(id)) return 'forms'
        },
      },
    },
  },
})
