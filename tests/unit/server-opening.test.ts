import { afterEach, describe, expect, it, vi } from 'vitest'

import { watchOpening } from '../../server/index.mjs'

// The production server listens while the embedded database is still opening (docs/decisions/037):
// once it is open one line says so; a database that cannot open stops the server, as it stopped the
// start before.

afterEach(() => {
  vi.restoreAllMocks()
})

const buildWith = (opened?: () => Promise<boolean>) => ({ entry: { module: { opened } } }) as never

describe('watching the database open after listening', () => {
  it('says once the embedded database is open', async () => {
    const lines: string[] = []
    const exit = vi.fn()
    await watchOpening(
      buildWith(async () => true),
      { log: (line: string) => lines.push(line), exit },
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[server\] embedded database open \(\d+ ms after listening\)$/)
    expect(exit).not.toHaveBeenCalled()
  })

  it('says nothing with hosted Supabase, or with a build that opened before listening', async () => {
    const lines: string[] = []
    const exit = vi.fn()
    await watchOpening(
      buildWith(async () => false),
      { log: (line: string) => lines.push(line), exit },
    )
    await watchOpening(buildWith(), { log: (line: string) => lines.push(line), exit })
    expect(lines).toEqual([])
    expect(exit).not.toHaveBeenCalled()
  })

  it('stops the server (exit code 1) when the database does not open, and says why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const exit = vi.fn()
    const failure = new Error('the embedded database did not open: disk full')
    await watchOpening(
      buildWith(() => Promise.reject(failure)),
      { log: () => {}, exit },
    )
    expect(exit).toHaveBeenCalledWith(1)
    expect(errors).toHaveBeenCalledWith('[server] stopping: the embedded database did not open', failure)
  })
})
