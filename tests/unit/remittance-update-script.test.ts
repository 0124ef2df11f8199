/**
 * `npm run remittance:update -- <file>` (scripts/update-remittance-data.ts): a valid file is copied byte
 * for byte; anything else is refused with a clear error and nothing is written.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { bound } from '../support/time-scale'

const dir = mkdtempSync(join(tmpdir(), 'remittance-update-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const bundledText = readFileSync('app/data/remittance/us-africa-corridors.json', 'utf8')
const payoutText = readFileSync('app/data/remittance/speed-and-payout.json', 'utf8')

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/update-remittance-data.ts', ...args], {
    encoding: 'utf8',
    timeout: bound(60_000), // a failure bound (tsx starts in about 2 s when quiet)
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe('remittance:update', () => {
  it('copies a valid file exactly as it is', () => {
    const source = join(dir, 'new.json')
    const target = join(dir, 'target.json')
    writeFileSync(source, bundledText)
    writeFileSync(target, 'old')
    const { code, out } = run(source, '--out', target)
    expect(code).toBe(0)
    expect(out).toContain('11 corridors, 424 quotes, 25 exact duplicates, 12 negative costs')
    expect(readFileSync(target, 'utf8')).toBe(bundledText)
  })

  it('refuses a file with bad data, names the field, writes nothing', () => {
    const data = JSON.parse(bundledText)
    data.corridors[3].quotes[5].amount_usd = 1000
    const source = join(dir, 'bad.json')
    const target = join(dir, 'untouched.json')
    writeFileSync(source, JSON.stringify(data))
    writeFileSync(target, 'old')
    const { code, err } = run(source, '--out', target)
    expect(code).toBe(1)
    expect(err).toContain('is not valid remittance data; nothing was written')
    expect(err).toContain('corridors[3].quotes[5].amount_usd')
    expect(readFileSync(target, 'utf8')).toBe('old')
  })

  it('refuses what is not JSON, a missing file, and a call without a file', () => {
    const source = join(dir, 'broken.json')
    writeFileSync(source, '{"source": ')
    expect(run(source, '--check')).toMatchObject({ code: 1, err: expect.stringContaining('is not valid JSON') })
    expect(run(join(dir, 'missing.json'), '--check')).toMatchObject({ code: 1, err: expect.stringContaining('cannot read') })
    expect(run()).toMatchObject({ code: 1, err: expect.stringContaining('usage:') })
  })

  it('--check alone checks the shipped files and prints every screened row (decision 039)', () => {
    const { code, out } = run('--check')
    expect(code).toBe(0)
    expect(out).toContain('screened (never ranked; FX margin below -1%')
    expect(out).toContain(': 6 quotes')
    expect(out).toContain('ET Ria credit_card online USD 200: FX margin -14.22% < -1% (total cost -9.85%)')
    expect(out).toContain('KE Walmart2World debit_card agent USD 500: FX margin -3.29% < -1% (total cost -1.49%)')
    expect(out).toContain('valid - Issue 54 (Q3 2025)')
  })

  it('installs a speed-and-payout file that pairs with the prices, byte for byte', () => {
    const source = join(dir, 'speed.json')
    const target = join(dir, 'speed-target.json')
    writeFileSync(source, payoutText)
    writeFileSync(target, 'old')
    const { code, out } = run('--payout', source, '--payout-out', target)
    expect(code).toBe(0)
    expect(out).toContain('speed and payout for 424 of 424 quotes')
    expect(readFileSync(target, 'utf8')).toBe(payoutText)
  })

  it('installs new prices and their speed-and-payout file together, checked as a pair', () => {
    const prices = join(dir, 'pair-prices.json')
    const speed = join(dir, 'pair-speed.json')
    const pricesOut = join(dir, 'pair-prices-out.json')
    const speedOut = join(dir, 'pair-speed-out.json')
    writeFileSync(prices, bundledText)
    writeFileSync(speed, payoutText)
    const { code } = run(prices, '--payout', speed, '--out', pricesOut, '--payout-out', speedOut)
    expect(code).toBe(0)
    expect(readFileSync(pricesOut, 'utf8')).toBe(bundledText)
    expect(readFileSync(speedOut, 'utf8')).toBe(payoutText)
  })

  it('refuses a speed-and-payout file of another quarter or with an unknown value, writes nothing', () => {
    const data = JSON.parse(payoutText)
    data.source.period = '2025_4Q'
    data.corridors.NGA.quotes['WorldRemit|bank_account|online|200'].options[0].speed = 'by pigeon'
    const source = join(dir, 'bad-speed.json')
    const target = join(dir, 'speed-untouched.json')
    writeFileSync(source, JSON.stringify(data))
    writeFileSync(target, 'old')
    const { code, err } = run('--payout', source, '--payout-out', target)
    expect(code).toBe(1)
    expect(err).toContain('nothing was written')
    expect(err).toContain('corridors.NGA.quotes["WorldRemit|bank_account|online|200"].options[0].speed')
    expect(readFileSync(target, 'utf8')).toBe('old')

    // A new price quarter with the installed (older) speed file is refused, with the way out.
    const prices = JSON.parse(bundledText)
    prices.source.quarter = '2025Q4'
    prices.corridors.forEach((corridor: { trend: { quarter: string }[] }) => {
      const last = corridor.trend.at(-1)
      if (last?.quarter === '2025Q3') last.quarter = '2025Q4'
    })
    const newPrices = join(dir, 'q4.json')
    writeFileSync(newPrices, JSON.stringify(prices))
    const refused = run(newPrices, '--check')
    expect(refused.code).toBe(1)
    expect(refused.err).toContain("source.period 2025_3Q is not the price data's quarter 2025Q4")
    expect(refused.err).toContain('add --payout <file>')
  })
})
