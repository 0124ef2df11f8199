import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

import { bound } from './tests/support/time-scale'

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
    testTimeout: bound(60_000),
    hookTimeout: bound(120_000),

    globalSetup: ['tests/setup/paraglide.global.ts'],
    // The compiled messages (app/paraglide: plain JavaScript, one module per message) load natively:
    // through Vite's transform they cost about 15 s per test file on a busy 2-core machine.
    server: { deps: { external: [/\/app\/paraglide\//] } },
    setupFiles: ['tests/setup/vitest.setup.ts'],
  },
})
