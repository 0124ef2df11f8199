import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/{unit,integration,conformance}/**/*.test.{ts,tsx}', 'supabase/**/*.test.ts'],
    environment: 'node',
    // Most test files wait on clocks (answer times, e-mail and rate windows) rather than compute: on
    // a 2-core machine Vitest's default (cores - 1 = one file at a time) took 4-6 min, three take 2.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/setup/vitest.setup.ts'],
  },
})
