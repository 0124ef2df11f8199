import { defineConfig } from '@playwright/test'

import base from './playwright.config'

// SOCIAL_PROOF=real end to end (docs/decisions/022-true-numbers.md): the `real-proof` project of
// playwright.config.ts, which `npx playwright test` runs with the others (decision 028). This file
// runs it alone: npm run test:e2e:real-proof (after npm run build).
export default defineConfig({
  ...base,
  projects: base.projects?.filter((project) => project.name === 'real-proof'),
  webServer: Array.isArray(base.webServer) ? base.webServer.filter((server) => server.env?.SOCIAL_PROOF === 'real') : base.webServer,
})
