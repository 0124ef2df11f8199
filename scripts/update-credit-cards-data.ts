// Replaces the credit-card plan data (CFPB Terms of Credit Card Plans, as described in
// app/data/credit-cards/README.md) with a newer release of the same shape, after validating it with
// the very schema the server checks at start-up (app/.server/credit-cards/credit-cards-schema.server.ts). A bad
// file is refused with every problem, its row, line and column, and nothing is written. It then prints
// the screen's fences and every plan the screen sets aside (app/lib/credit-cards-screen.ts).
//
//   npm run credit-cards:update -- path/to/new.csv            validate, then copy it into the app
//   npm run credit-cards:update -- path/to/new.csv --check    validate only
//   ... --out <path>                                         write somewhere else (used by the tests)
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describeCardPlans, validateCardPlansCsv } from '../app/.server/credit-cards/credit-cards-schema.server'
import { describeScreened, screenPlans } from '../app/lib/credit-cards-screen'

const DEFAULT_TARGET = fileURLToPath(new URL('../app/data/credit-cards/card-plans.csv', import.meta.url))

function fail(message: string): never {
  console.error(`credit-cards:update: ${message}`)
  process.exit(1)
}

const args = process.argv.slice(2)
const check = args.includes('--check')
const outAt = args.indexOf('--out')
const target = outAt >= 0 ? args[outAt + 1] : DEFAULT_TARGET
const source = args.find((arg, i) => !arg.startsWith('--') && (outAt < 0 || i !== outAt + 1))
if (!source || !target) fail('usage: npm run credit-cards:update -- <new-file.csv> [--check] [--out <path>]')

let text: string
try {
  text = readFileSync(source, 'utf8')
} catch (error) {
  fail(`cannot read ${source}: ${(error as Error).message}`)
}

const result = validateCardPlansCsv(text)
if (!result.ok) fail(`${source} is not valid card-plan data; nothing was written.\n${result.message}`)

const s = describeCardPlans(result.data)
const line = `data as of ${s.reportDate}: ${s.plans} plans from ${s.institutions} institutions, ${s.top25} from the 25 largest issuers, ${s.secured} secured, ${s.noScoreTier} aimed at no credit score`
// The screen the server applies at start-up (decision 038): every plan it sets aside, with the rule.
const { fences, screened } = screenPlans(result.data.plans)
const pct = (bp: number) => `${(bp / 100).toFixed(2)}%`
console.log(
  `credit-cards:update: screen - purchase APRs Q1 ${pct(fences.q1)}, Q3 ${pct(fences.q3)}; plausible range ${pct(fences.farOut.low)} to ${pct(fences.farOut.high)} (far-out fences, plain and log scale); an introductory offer with a rate below ${pct(fences.inner.low)} (inner fence) is read as the intro rate.`,
)
console.log(`credit-cards:update: ${screened.length} plans screened (never ranked; shown as "the survey's figure looks wrong"):`)
for (const entry of screened) console.log(`  screened: row ${result.data.plans.indexOf(entry.plan) + 1} | ${describeScreened(entry)}`)

if (check) {
  console.log(`credit-cards:update: ${source} is valid - ${line}.`)
} else {
  // The file is copied as it is: the data stays exactly as received, line ends included.
  writeFileSync(target, text)
  console.log(`credit-cards:update: wrote ${target} - ${line}.`)
  console.log('Next: update app/data/credit-cards/README.md (date, counts, SHA-256, provenance), then run the credit-card tests.')
}
