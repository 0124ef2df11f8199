/**
 * `npm run credit-unions:update -- <file>` (scripts/update-credit-unions-data.ts): a valid file is copied
 * byte for byte and every screened rate is printed; anything else is refused and nothing is written.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { bound } from '../support/time-scale'

const dir = mkdtempSync(join(tmpdir(), 'credit-unions-update-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const bundledText = readFileSync('app/data/credit-unions/ncua-credit-unions-2025q4.csv', 'utf8')

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/update-credit-unions-data.ts', ...args], {
    encoding: 'utf8',
    timeout: bound(60_000), // a failure bound (tsx starts in about 2 s when quiet)
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

describe('credit-unions:update', () => {
  it('with --check, validates the file, prints every screened rate and writes nothing', () => {
    const source = join(dir, 'checked.csv')
    const target = join(dir, 'not-written.csv')
    writeFileSync(source, bundledText)
    writeFileSync(target, 'old')
    const checked = run(source, '--check', '--out', target)
    expect(checked.code).toBe(0)
    expect(checked.out).toContain(
      'is valid - cycle 2025-12-31: 4374 credit unions, 2409 low-income designated, 456 minority depository institutions',
    )
    expect(checked.out).toContain('screened new-car: 52 rate(s) outside 1.29%-9.90% (Q1 - 3 IQR, Q3 + 3 IQR)')
    expect(checked.out).toContain('  charter 17154 SEMINOLE PUBLIC SCHOOLS (TX): 49%')
    expect(checked.out.split('\n').filter((line) => line.startsWith('  charter '))).toHaveLength(116)
    expect(readFileSync(target, 'utf8')).toBe('old')
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

  it('refuses a malformed file with its problems and writes nothing', () => {
    const source = join(dir, 'bad.csv')
    const target = join(dir, 'kept.csv')
    writeFileSync(source, bundledText.replace(',75501,', ',7550,'))
    writeFileSync(target, 'old')
    const { code, err } = run(source, '--out', target)
    expect(code).toBe(1)
    expect(err).toContain('is not valid NCUA credit-union data; nothing was written.')
    expect(err).toContain('row 1 (line 2), column zip: must be five digits')
    expect(readFileSync(target, 'utf8')).toBe('old')
  })
})
