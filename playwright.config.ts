import { defineConfig, devices } from '@playwright/test'

import { bound } from './tests/support/time-scale'

const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`
// SOCIAL_PROOF=real (docs/decisions/022-true-numbers.md) on a server of its own, the next port: its
// project runs in the same invocation as the others (decision 028: one browser run, two servers).
export const realProofURL = `http://127.0.0.1:${port + 1}`

// Debian's Chromium; browser downloads are impossible on the build machines.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: './tests/e2e',
  // A fake OpenAI-compatible model for "Ask" on port + 2 (the first server's ASK_LLM_URL; issue 32).
  globalSetup: './tests/e2e/support/fake-model.global.ts',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI either: a test that passes on its second try is a flake to fix, not a pass.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Failure bounds, longer on a loaded machine (decision 028).
  timeout: bound(30_000),
  expect: { timeout: bound(7_000) },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'js-on', use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: true } },
    { name: 'js-off', use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: false } },
    // One test that opens its own JavaScript-on and -off contexts, in order, on one list.
    { name: 'real-proof', testDir: './tests/e2e-real-proof', fullyParallel: false, use: { baseURL: realProofURL, launchOptions } },
  ],
  webServer: [
    {
      // The production build on the embedded backend, with a throwaway data directory per run.
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: bound(120_000),
      env: {
        PORT: String(port),
        ASK_LLM_URL: `http://127.0.0.1:${port + 2}/v1`,
        ASK_LLM_KEY: 'e2e-fake-key',
        ASK_LLM_MODEL: 'fake-model',
        ASK_LLM_CLIENT_LIMIT: '10000',
      },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${realProofURL}/`,
      reuseExistingServer: false,
      timeout: bound(120_000),
      env: { PORT: String(port + 1), SOCIAL_PROOF: 'real' },
    },
  ],
})
