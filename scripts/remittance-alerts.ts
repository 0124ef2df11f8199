// E-mails price alerts after `npm run remittance:update` installed a newer survey quarter
// (docs/decisions/023-price-alerts.md): each confirmed waitlist member who asked for a corridor whose
// prices are newer than the quarter they saw gets one e-mail per corridor and quarter, through the
// send-confirmation function (the embedded mailbox locally, the deployed function on hosted).
// Postgres records every e-mail claimed, so running it again sends nothing new.
//
//   npm run remittance:alerts                      the app's data file (app/data/remittance/…)
//   npm run remittance:alerts -- --data <file>     another file of the same shape (validated first)
//
// Uses the app's environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SECRET_KEY and
// WAITLIST_FUNCTION_SECRET for a hosted project; otherwise the embedded stack in
// SUPABASE_LOCAL_DATA_DIR (stop the app first: one process at a time may open that directory).
// SITE_URL is where the e-mail's links point. Exit code 1 when any e-mail failed.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { runPriceAlerts } from '../app/.server/remittance/price-alerts.server'
import { validateRemittanceData } from '../app/.server/remittance/remittance-schema.server'
import { closeEmbeddedStack } from '../app/.server/platform/supabase.server'

const DEFAULT_DATA = fileURLToPath(new URL('../app/data/remittance/us-africa-corridors.json', import.meta.url))

function fail(message: string): never {
  console.error(`remittance:alerts: ${message}`)
  process.exit(1)
}

const args = process.argv.slice(2)
const dataAt = args.indexOf('--data')
const file = dataAt >= 0 ? args[dataAt + 1] : DEFAULT_DATA
if (!file || args.some((arg, i) => arg !== '--data' && i !== dataAt + 1)) fail('usage: npm run remittance:alerts [-- --data <file.json>]')

let json: unknown
try {
  json = JSON.parse(readFileSync(file, 'utf8'))
} catch (error) {
  fail(`cannot read ${file}: ${(error as Error).message}`)
}
const result = validateRemittanceData(json)
if (!result.ok) fail(`${file} is not valid remittance data; nothing was sent.\n${result.message}`)

try {
  const summary = await runPriceAlerts(result.data, { log: (line) => console.error(`remittance:alerts: ${line}`) })
  for (const row of summary.corridors) {
    if (row.due > 0) console.log(`remittance:alerts: ${row.corridor} ${row.quarter}: ${row.sent} sent of ${row.due} due`)
  }
  const skipped = Object.entries(summary.skipped).map(([reason, n]) => `${n} ${reason}`)
  console.log(
    `remittance:alerts: ${summary.sent} e-mail(s) sent, ${summary.failed} failed${skipped.length ? `, skipped: ${skipped.join(', ')}` : ''} (survey ${result.data.source.quarter}).`,
  )
  process.exitCode = summary.failed > 0 ? 1 : 0
} catch (error) {
  console.error(`remittance:alerts: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await closeEmbeddedStack()
}
