import { defineConfig } from 'vitest/config'

// `npm run test:postgres`: the migrations and RLS checks on a real PostgreSQL server (tests/postgres).
export default defineConfig({
  test: {
    include: ['tests/postgres/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
