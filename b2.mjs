import { chromium } from '@playwright/test'
import { startProductionServer } from './scripts/lib/production-server.mjs'
const s = await startProductionServer({ port: 4604 })
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage()
p.on('console', m => console.log('console', m.type(), m.text().slice(0, 300)))
p.on('request', r => r.resourceType()==='script' && console.log('req', r.url().split('/').pop()));p.on('pageerror', e => console.log('pageerror', e.message))
await p.goto(s.origin + '/signup')
await p.waitForTimeout(1500)
console.log('options before', await p.locator('select option').count(), await p.locator('[data-island]').evaluate(e => e.outerHTML.slice(0, 200)))
await p.getByLabel('Full name').focus()
await p.waitForTimeout(1500)
console.log('options after', await p.locator('select option').count(), await p.locator('#waitlist, form').first().getAttribute('data-validating'), await p.locator('[data-island]').getAttribute('data-island'))
await b.close(); await s.stop()
