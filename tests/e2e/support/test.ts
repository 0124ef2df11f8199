import { randomBytes } from 'node:crypto'

import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Every test gets its own client address (the e2e server trusts one proxy hop), so server-side rate
 * limits, keyed per client, apply to each test as they would to one real visitor. Each has a /64 of its
 * own, since an IPv6 client counts by its /64 (docs/decisions/036-client-keys-and-bounds.md).
 */
export const test = base.extend<{ clientAddress: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  clientAddress: async ({}, use) => {
    const hex = randomBytes(8).toString('hex')
    await use(`2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}:${hex.slice(12)}`)
  },
  context: async ({ context, clientAddress }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress })
    await use(context)
  },
})

export const isJsOff = () => test.info().project.name === 'js-off'
