import { chromium } from '@playwright/test'
import { startProductionServer } from './scripts/lib/production-server.mjs'
const s = await startProductionServer({ port: 4604 })
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage({ viewport: { width: 1280, height: 800 } })
await p.goto(s.origin + '/')
const dots = p.getByRole('list', { name: 'Choose a slide' }).getByRole('link')
const w = async () => Promise.all([0,1,2,3,4,5,6,7].map(async i => Math.round((await dots.nth(i).locator('[data-dot]').boundingBox()).width)))
console.log(await w())
await dots.nth(3).click(); await p.waitForTimeout(1500)
console.log(await w(), await p.evaluate(() => [location.hash, document.querySelector('[aria-label="Story slides"]').scrollLeft]))
await p.locator('[aria-label="Story slides"]').evaluate(e => e.scrollTo({left: 2000})); await p.waitForTimeout(1500)
console.log(await w())
await b.close(); await s.stop()
