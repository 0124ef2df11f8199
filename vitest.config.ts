import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

import { timeScale } from './tests/support/time-scale'

const scale = timeScale()

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/{unit,integration,conformance}/**/*.test.{ts,tsx}', 'supabase/**/*.test.ts'],
    environment: 'node',
    // Most test files wait on clocks (answer times, e-mail and rate windows) rather than compute: on
    // a 2-core machine Vitest's default (cores - 1 = one file at a time) took 4-6 min, three take 2.
    maxWorkers: 3,
    // The slowest test takes about 14 s on a quiet machine and a fresh stack in a hook a few seconds:
    // bounds of about 4 times that, multiplied when the machine is loaded (tests/support/time-scale.ts).
    testTimeout: 60_000 * scale,
    hookTimeout: 120_000 * scale,
    setupFiles: ['tests/setup/vitest.setup.ts'],
  },
})
