import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../supabase/local/lock'

// One owner per embedded data directory (docs/decisions/019-database-worker.md).

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A process that stays alive until killed; resolves with it once it has started. */
async function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('spawn', resolve))
  return child
}

/** A PID that is certainly not running: a child that has exited and been reaped. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

describe('the data directory lock', () => {
  it('writes its PID into the directory and removes the lock on release', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir)
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid))
    lock.release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    lockDataDir(dir).release() // and it can be taken again
  })

  it('refuses a directory another live process holds, naming the directory and the PID', async () => {
    const dir = tempDir()
    const owner = await liveProcess()
    try {
      writeFileSync(join(dir, LOCK_FILE), `${owner.pid}\n\n`)
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
      expect(() => lockDataDir(dir)).toThrow(`data directory ${dir} is in use by another process (PID ${owner.pid})`)
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${owner.pid}\n\n`) // left alone
    } finally {
      owner.kill('SIGKILL')
    }
  })

  it('takes over a lock whose process is gone (kill -9 leaves it behind)', async () => {
    const dir = tempDir()
    const pid = await deadPid()
    writeFileSync(join(dir, LOCK_FILE), `${pid}\n\n`)
    const lock = lockDataDir(dir)
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid))
    lock.release()
  })

  it('takes over a lock whose PID now belongs to a process that started later (PID reuse)', async () => {
    const dir = tempDir()
    const owner = await liveProcess()
    try {
      // The start time recorded is not the running process's: the lock's writer is gone.
      writeFileSync(join(dir, LOCK_FILE), `${owner.pid}\n1\n`)
      // Start times are read from Linux's /proc, which this project's machines (Debian, the image) have.
      expect(existsSync(`/proc/${owner.pid}/stat`)).toBe(true)
      const lock = lockDataDir(dir)
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid))
      lock.release()
    } finally {
      owner.kill('SIGKILL')
    }
  })

  it("takes over a lock carrying this process's own PID from an earlier life (PID 1 in a restarted container)", () => {
    const dir = tempDir()
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n\n`)
    const lock = lockDataDir(dir)
    // Taken over: the lock now carries this life's start time, so a later check tells the two apart.
    const [pid, started] = readFileSync(join(dir, LOCK_FILE), 'utf8').split('\n')
    expect(pid).toBe(String(process.pid))
    expect(started).not.toBe('')
    lock.release()
  })

  it('refuses a second open of the same directory inside one process', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow('is already open in this process')
    lock.release()
  })
})
