import { defineConfig } from '@playwright/test'

import base, { baseURL } from './playwright.config'

// SOCIAL_PROOF=real end to end (docs/decisions/022-true-numbers.md): its own server (the same
// scripts/e2e-server.mjs, a fresh empty database) because the main suite runs the spec's default,
// `simulated`, and its tests join the waitlist in parallel. One project: the spec opens its own
// JavaScript-on and JavaScript-off contexts, in order, on one list.
// Run: npm run test:e2e:real-proof (after npm run build).
export default defineConfig({
  ...base,
  testDir: './tests/e2e-real-proof',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  projects: [{ name: 'real-proof', use: { baseURL, launchOptions: base.use?.launchOptions } }],
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, env: { ...base.webServer.env, SOCIAL_PROOF: 'real' } } : base.webServer,
})
