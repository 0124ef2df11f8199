import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

import { bound } from './tests/support/time-scale'

// The security suite (issue 10, docs/decisions/009-safe-on-the-internet.md): the production build
// (`npm run build` first) started as real processes, attacked over real HTTP. `npm run test:security`.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    // Each file owns its servers; the files run side by side, the tests in a file one after another.
    fileParallelism: true,
    testTimeout: bound(120_000),
    hookTimeout: bound(180_000),
  },
})
