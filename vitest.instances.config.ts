import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

import { bound } from './tests/support/time-scale'

// Tests that run the production build (`npm run build` first): `npm run test:instances`.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/integration/*.prod.ts'],
    environment: 'node',
    testTimeout: bound(120_000),
    hookTimeout: bound(240_000),
    globalSetup: ['tests/setup/paraglide.global.ts'],
    // These tests start production servers, which refuse the embedded stack's test clock (decision 028).
    env: { SUPABASE_LOCAL_TEST_CLOCK: 'off' },
    setupFiles: ['tests/setup/vitest.setup.ts'],
  },
})
