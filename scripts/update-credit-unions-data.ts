// Replaces the NCUA credit-union directory (app/data/credit-unions/README.md) with a newer quarter of the
// same shape, after validating it with the very schema the server checks at start-up
// (app/.server/credit-unions/schema.server.ts). A bad file is refused with every problem, its row, line
// and column, and nothing is written. Every reported rate the screen sets aside (decision 033) is printed.
//
//   npm run credit-unions:update -- path/to/new.csv            validate, then copy it into the app
//   npm run credit-unions:update -- path/to/new.csv --check    validate only
//   ... --out <path>                                         write somewhere else (used by the tests)
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describeCreditUnions, validateCreditUnionsCsv } from '../app/.server/credit-unions/schema.server'
import { LOAN_KINDS } from '../app/lib/credit-unions'

const DEFAULT_TARGET = fileURLToPath(new URL('../app/data/credit-unions/ncua-credit-unions-2025q4.csv', import.meta.url))

function fail(message: string): never {
  console.error(`credit-unions:update: ${message}`)
  process.exit(1)
}

const args = process.argv.slice(2)
const check = args.includes('--check')
const outAt = args.indexOf('--out')
const target = outAt >= 0 ? args[outAt + 1] : DEFAULT_TARGET
const source = args.find((arg, i) => !arg.startsWith('--') && (outAt < 0 || i !== outAt + 1))
if (!source || !target) fail('usage: npm run credit-unions:update -- <new-file.csv> [--check] [--out <path>]')

let text: string
try {
  text = readFileSync(source, 'utf8')
} catch (error) {
  fail(`cannot read ${source}: ${(error as Error).message}`)
}

const result = validateCreditUnionsCsv(text)
if (!result.ok) fail(`${source} is not valid NCUA credit-union data; nothing was written.\n${result.message}`)

const s = describeCreditUnions(result.data)
const rates = LOAN_KINDS.map((kind) => `${kind} ${s.reported[kind]}`).join(', ')
const line = `cycle ${s.cycleDate}: ${s.creditUnions} credit unions, ${s.lowIncome} low-income designated, ${s.mdi} minority depository institutions; rates reported: ${rates}`
console.log(`credit-unions:update: ${source} is valid - ${line}.`)
for (const kind of LOAN_KINDS) {
  const { low, high } = s.fences[kind]
  const screened = s.screened.filter((row) => row.kind === kind)
  console.log(`screened ${kind}: ${screened.length} rate(s) outside ${low.toFixed(2)}%-${high.toFixed(2)}% (Q1 - 3 IQR, Q3 + 3 IQR)`)
  for (const row of screened) console.log(`  charter ${row.id} ${row.name} (${row.state}): ${row.rate}%`)
}
if (!check) {
  // The file is copied as it is: the data stays exactly as received, line ends included.
  writeFileSync(target, text)
  console.log(`credit-unions:update: wrote ${target}.`)
  console.log('Next: update app/data/credit-unions/README.md (cycle, counts, SHA-256, provenance), then run the credit-union tests.')
}
