import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'

import { comparePassword, hashPassword } from '../../supabase/local/password-hash'

// The embedded Auth hashes and compares passwords in worker threads (supabase/local/password-hash.ts):
// the same bcryptjs, so the same hashes and answers as on the main thread.

describe('bcrypt in worker threads', () => {
  it('hashes as bcryptjs does and compares both ways', async () => {
    const hash = await hashPassword('correct horse battery', 4)
    expect(hash).toMatch(/^\$2b\$04\$.{53}$/)
    expect(await bcrypt.compare('correct horse battery', hash)).toBe(true)
    const mainThreadHash = await bcrypt.hash('correct horse battery', 4)
    expect(await comparePassword('correct horse battery', mainThreadHash)).toBe(true)
    expect(await comparePassword('wrong horse', mainThreadHash)).toBe(false)
    expect(await comparePassword('x', 'not a bcrypt hash')).toBe(false)
  })

  it('keeps the main thread free while it hashes, and answers many at once', async () => {
    let ticks = 0
    const timer = setInterval(() => (ticks += 1), 5)
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password-${i}`, 10)))
    clearInterval(timer)
    expect(new Set(hashes).size).toBe(6)
    expect(await Promise.all(hashes.map((hash, i) => comparePassword(`password-${i}`, hash)))).toEqual(Array(6).fill(true))
    // Six cost-10 hashes take hundreds of milliseconds of CPU; the timer kept firing meanwhile.
    expect(ticks).toBeGreaterThan(5)
  })

  it('refuses what bcryptjs refuses', async () => {
    await expect(hashPassword(undefined as unknown as string, 4)).rejects.toThrow(/Illegal arguments/)
  })
})
