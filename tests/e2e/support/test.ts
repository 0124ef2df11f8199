import { randomBytes } from 'node:crypto'

import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Every test gets its own client address (the e2e server trusts one proxy hop), so server-side rate
 * limits, keyed per client, apply to each test as they would to one real visitor.
 */
export const test = base.extend<{ clientAddress: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  clientAddress: async ({}, use) => {
    await use(`2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`)
  },
  context: async ({ context, clientAddress }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress })
    await use(context)
  },
})

export const isJsOff = () => test.info().project.name === 'js-off'
