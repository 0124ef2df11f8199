// Replaces the remittance price data and/or the speed-and-payout data with newer files, after
// validating them with the very code the server runs at start-up (app/.server/remittance/remittance-schema.server.ts
// and remittance-payout.server.ts): the prices are checked, then the speed-and-payout file is paired
// with them (same quarter, every quote paired with exactly one option). A new price file is checked
// against the installed speed-and-payout file unless a new one is given, and the other way round, so
// the pair the server loads is always consistent. A bad file is refused with every problem and its
// path, and nothing is written.
//
//   npm run remittance:update -- path/to/new.json                     new prices (checked with the installed speed file)
//   npm run remittance:update -- --payout path/to/speed.json          new speed-and-payout file only
//   npm run remittance:update -- new.json --payout speed.json         both (e.g. a new survey quarter)
//   ... --check                                                       validate only (alone: the shipped files)
// Every run prints the quotes the screen leaves out of the ranking (app/lib/remittance-screen.ts).
//   ... --out <path> / --payout-out <path>                            write somewhere else (used by the tests)
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describePayout, pairPayout } from '../app/.server/remittance/remittance-payout.server'
import { describeDataset, validateRemittanceData } from '../app/.server/remittance/remittance-schema.server'
import { FX_MARGIN_FLOOR_PCT, describeScreenedRow, screenedRows } from '../app/lib/remittance-screen'

const PRICES = fileURLToPath(new URL('../app/data/remittance/us-africa-corridors.json', import.meta.url))
const PAYOUT = fileURLToPath(new URL('../app/data/remittance/speed-and-payout.json', import.meta.url))

function fail(message: string): never {
  console.error(`remittance:update: ${message}`)
  process.exit(1)
}

const args = process.argv.slice(2)
const valueOf = (flag: string) => {
  const at = args.indexOf(flag)
  return at >= 0 ? args[at + 1] : undefined
}
const FLAGS_WITH_VALUE = ['--out', '--payout', '--payout-out']
const check = args.includes('--check')
const pricesTarget = valueOf('--out') ?? PRICES
const payoutSource = valueOf('--payout')
const payoutTarget = valueOf('--payout-out') ?? PAYOUT
const source = args.find((arg, i) => !arg.startsWith('--') && !FLAGS_WITH_VALUE.includes(args[i - 1]))
const usage =
  'usage: npm run remittance:update -- [<new-prices.json>] [--payout <new-speed-and-payout.json>] [--check] [--out <path>] [--payout-out <path>]'
if (!source && !payoutSource && !check) fail(usage)
for (const flag of FLAGS_WITH_VALUE) if (args.includes(flag) && !valueOf(flag)) fail(usage)

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    fail(`cannot read ${path}: ${(error as Error).message}`)
  }
}

function parse(path: string, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    fail(`${path} is not valid JSON: ${(error as Error).message}`)
  }
}

const pricesPath = source ?? PRICES
const pricesText = read(pricesPath)
const prices = validateRemittanceData(parse(pricesPath, pricesText))
if (!prices.ok) fail(`${pricesPath} is not valid remittance data; nothing was written.\n${prices.message}`)

const payoutPath = payoutSource ?? PAYOUT
const payoutText = read(payoutPath)
const paired = pairPayout(prices.data, parse(payoutPath, payoutText))
if (!paired.ok) {
  const hint = payoutSource ? '' : ' (a new survey quarter needs its own speed-and-payout file: add --payout <file>)'
  fail(`${payoutPath} does not fit ${pricesPath}${hint}; nothing was written.\n${paired.message}`)
}

const summary = describeDataset(prices.data)
const line = `${summary.edition} (${summary.quarter}): ${summary.corridors} corridors, ${summary.quotes} quotes, ${summary.duplicates} exact duplicates, ${summary.negative} negative costs`
const payout = describePayout(paired.data)
const payoutLine = `speed and payout for ${payout.paired} of ${summary.quotes} quotes`
const screened = screenedRows(prices.data)
console.log(
  `remittance:update: screened (never ranked; FX margin below ${FX_MARGIN_FLOOR_PCT}%, more than the survey's reference rate explains): ${screened.length} quotes`,
)
for (const row of screened) console.log(`  ${describeScreenedRow(row)}`)
if (check) {
  console.log(`remittance:update: valid - ${line}; ${payoutLine}.`)
} else {
  // The files are copied as they are: the data stays exactly as published, formatting included.
  if (source) {
    writeFileSync(pricesTarget, pricesText)
    console.log(`remittance:update: wrote ${pricesTarget} - ${line}.`)
  }
  if (payoutSource) {
    writeFileSync(payoutTarget, payoutText)
    console.log(`remittance:update: wrote ${payoutTarget} - ${payoutLine}.`)
  }
  console.log('Next: update app/data/remittance/README.md (and speed-and-payout.md) to match, then run the remittance tests.')
}
