import path from 'node:path'
import type { Config } from '@react-router/dev/config'

/**
 * Lets several builds live side by side (parallel test runs); `build` otherwise. The build empties
 * its directory first, so anything but a directory of its own inside the project is refused: an
 * empty `RR_BUILD_DIR` would otherwise make the project root the output directory and erase it.
 */
function buildDirectory(): string {
  const requested = (process.env.RR_BUILD_DIR ?? '').trim() || 'build'
  const root = process.cwd()
  const resolved = path.resolve(root, requested)
  const relative = path.relative(root, resolved)
  if (
    !relative ||
    relative.startsWith('..') ||
    path.isAbsolute(relative) ||
    relative.split(path.sep).some((p) => p === '' || p === '.' || p === '..')
  ) {
    throw new Error(`RR_BUILD_DIR must name a directory of its own inside the project, got ${JSON.stringify(process.env.RR_BUILD_DIR)}`)
  }
  const top = relative.split(path.sep)[0]
  if (['app', 'server', 'supabase', 'tests', 'scripts', 'public', 'docs', 'node_modules', '.git', '.ci'].includes(top)) {
    throw new Error(`RR_BUILD_DIR must not be inside ${top}/`)
  }
  return requested
}

export default {
  ssr: true,
  buildDirectory: buildDirectory(),
  // The language of each request is chosen by the root middleware (app/root.tsx), and the server hands
  // the client address and the admission over in a RouterContextProvider (docs/decisions/045-locale-middleware.md).
  // The other v8 behaviours are off on purpose until each is adopted (an unset flag prints a warning at
  // every build: docs/decisions/047-build-warnings.md).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
