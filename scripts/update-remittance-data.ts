// Replaces the remittance price data with a new file of the same shape, after validating it with the
// very schema the server checks at start-up (app/.server/remittance-schema.server.ts). A bad file is
// refused with every problem and its path, and nothing is written.
//
//   npm run remittance:update -- path/to/new.json            validate, then copy it into the app
//   npm run remittance:update -- path/to/new.json --check    validate only
//   ... --out <path>                                        write somewhere else (used by the tests)
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describeDataset, validateRemittanceData } from '../app/.server/remittance-schema.server'

const DEFAULT_TARGET = fileURLToPath(new URL('../app/data/remittance/us-africa-corridors.json', import.meta.url))

function fail(message: string): never {
  console.error(`remittance:update: ${message}`)
  process.exit(1)
}

const args = process.argv.slice(2)
const check = args.includes('--check')
const outAt = args.indexOf('--out')
const target = outAt >= 0 ? args[outAt + 1] : DEFAULT_TARGET
const source = args.find((arg, i) => !arg.startsWith('--') && (outAt < 0 || i !== outAt + 1))
if (!source || !target) fail('usage: npm run remittance:update -- <new-file.json> [--check] [--out <path>]')

let text: string
try {
  text = readFileSync(source, 'utf8')
} catch (error) {
  fail(`cannot read ${source}: ${(error as Error).message}`)
}

let json: unknown
try {
  json = JSON.parse(text)
} catch (error) {
  fail(`${source} is not valid JSON: ${(error as Error).message}`)
}

const result = validateRemittanceData(json)
if (!result.ok) fail(`${source} is not valid remittance data; nothing was written.\n${result.message}`)

const summary = describeDataset(result.data)
const line = `${summary.edition} (${summary.quarter}): ${summary.corridors} corridors, ${summary.quotes} quotes, ${summary.duplicates} exact duplicates, ${summary.negative} negative costs`
if (check) {
  console.log(`remittance:update: ${source} is valid - ${line}.`)
} else {
  // The file is copied as it is: the data stays exactly as published, formatting included.
  writeFileSync(target, text)
  console.log(`remittance:update: wrote ${target} - ${line}.`)
  console.log('Next: update app/data/remittance/README.md (edition, corridors, provenance), then run the remittance tests.')
}
