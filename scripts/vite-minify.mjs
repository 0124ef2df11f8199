// The browser build's JavaScript is minified by oxc rather than Vite's default esbuild
// (docs/decisions/050-form-page-bytes.md): on this app's chunks oxc's output is 3-5% smaller once gzipped
// (the shared chunk with React Router 52.9 -> 50.6 KB, React DOM's 67.3 -> 66.3 KB), mostly from how it
// names variables. The config sets `build.minify: false` and keeps CSS on esbuild (`build.cssMinify`); this
// plugin minifies each client chunk after Vite's own steps, before the chunk's hash is computed.
import { minifySync } from 'oxc-minify'

/** @returns {import('vite').Plugin} */
export function oxcMinify() {
  return {
    name: 'diaspora:oxc-minify',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Last of all (Vite's own esbuild step, which prints its output in full when it does not minify, runs before).
    renderChunk: {
      order: 'post',
      handler(code, chunk, options) {
        const sourcemap = Boolean(this.environment.config.build.sourcemap)
        const result = minifySync(chunk.fileName, code, { module: options.format === 'es', sourcemap })
        if (result.errors.length > 0) throw new Error(`oxc-minify: ${chunk.fileName}: ${result.errors.map((e) => e.message).join('; ')}`)
        return { code: result.code, map: result.map ?? null }
      },
    },
  }
}
