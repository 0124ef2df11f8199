import { defineConfig } from 'vitest/config'

import { bound } from './tests/support/time-scale'

// `npm run test:postgres`: the migrations and RLS checks on a real PostgreSQL server (tests/postgres).
export default defineConfig({
  test: {
    include: ['tests/postgres/**/*.test.ts'],
    environment: 'node',
    testTimeout: bound(30_000),
    hookTimeout: bound(120_000),
  },
})
