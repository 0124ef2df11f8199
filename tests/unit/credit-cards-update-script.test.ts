/**
 * `npm run credit-cards:update -- <file>` (scripts/update-credit-cards-data.ts): a valid file is copied
 * byte for byte; anything else is refused with every problem, its row and column, and nothing is written.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { bound } from '../support/time-scale'

const dir = mkdtempSync(join(tmpdir(), 'credit-cards-update-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const bundledText = readFileSync('app/data/credit-cards/card-plans.csv', 'utf8')

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/update-credit-cards-data.ts', ...args], {
    encoding: 'utf8',
    timeout: bound(60_000), // a failure bound (tsx starts in about 2 s when quiet)
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe('credit-cards:update', () => {
  it('with --check, validates a good file and writes nothing', () => {
    const source = join(dir, 'checked.csv')
    const target = join(dir, 'not-written.csv')
    writeFileSync(source, bundledText)
    writeFileSync(target, 'old')
    const checked = run(source, '--check', '--out', target)
    expect(checked.code).toBe(0)
    expect(checked.out).toContain(
      'is valid - data as of 2025-12-31: 663 plans from 195 institutions, 410 from the 25 largest issuers, 56 secured, 147 aimed at no credit score',
    )
    expect(readFileSync(target, 'utf8')).toBe('old')
    // Every screened row is printed, with its rule (decision 038).
    expect(checked.out).toContain('plausible range 3.18% to 63.21%')
    expect(checked.out).toContain('24 plans screened')
    expect(checked.out).toMatch(
      /screened: row 42 \| bangor-savings-bank-everblue-cash-back-plus-mastercard \| .*0\.0023.* \| implausible, intro\n/,
    )
    expect(checked.out.match(/^ {2}screened: /gm)).toHaveLength(24)
  })

  it('copies a valid file exactly as it is', () => {
    const source = join(dir, 'new.csv')
    const target = join(dir, 'target.csv')
    writeFileSync(source, bundledText)
    writeFileSync(target, 'old')
    const { code, out } = run(source, '--out', target)
    expect(code).toBe(0)
    expect(out).toContain('wrote')
    expect(readFileSync(target, 'utf8')).toBe(bundledText)
  })

  it('refuses a file with bad cells, names each row and column, writes nothing', () => {
    const lines = bundledText.split('\r\n')
    lines[1] = lines[1].replace(',National,,true,', ',National,,maybe,')
    lines[3] = lines[3].replace(',35.0,', ',thirty-five,')
    const source = join(dir, 'bad.csv')
    const target = join(dir, 'untouched.csv')
    writeFileSync(source, lines.join('\r\n'))
    writeFileSync(target, 'old')
    const { code, err } = run(source, '--out', target)
    expect(code).toBe(1)
    expect(err).toContain('is not valid card-plan data; nothing was written')
    expect(err).toContain('row 1 (line 2), column requires_membership: must be true or false')
    expect(err).toContain('row 3 (line 4), column late_fee: must be a number such as 25.0')
    expect(readFileSync(target, 'utf8')).toBe('old')
  })

  it('refuses a missing file', () => {
    expect(run(join(dir, 'missing.csv'), '--check')).toMatchObject({ code: 1, err: expect.stringContaining('cannot read') })
  })

  it('refuses a call without a file', () => {
    expect(run()).toMatchObject({ code: 1, err: expect.stringContaining('usage:') })
  })
})
