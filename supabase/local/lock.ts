import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * One owner per embedded data directory (docs/decisions/019-database-worker.md). Two PGlite
 * instances on one directory each keep their own buffers and overwrite each other's files: writes are
 * lost without an error. So the first process to open a directory writes `supabase-local.lock` into
 * it (its PID and, on Linux, the process's start time); a second one is refused while that process is
 * alive. A lock left by a process that died (kill -9, a crash) is taken over: its PID is no longer
 * running, or is running but started at another time (the PID was reused), or is this very process's
 * PID from an earlier life (PID 1 in a restarted container).
 */

export const LOCK_FILE = 'supabase-local.lock'

export class DataDirInUseError extends Error {
  readonly code = 'DATA_DIR_IN_USE'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      pid === process.pid
        ? `The embedded database's data directory ${dataDir} is already open in this process (PID ${pid}).`
        : `The embedded database's data directory ${dataDir} is in use by another process (PID ${pid}). ` +
            'Stop that process first, or start this one with another SUPABASE_LOCAL_DATA_DIR.',
    )
    this.name = 'DataDirInUseError'
  }
}

export interface DataDirLock {
  readonly path: string
  release(): void
}

/**
 * Directories this process holds: lock path -> the content it wrote. Process-wide (on globalThis),
 * like the stack registry: the bundled app and the source modules can both be loaded in one process.
 */
type LockState = { held: Map<string, string>; exitHook: boolean }
const state: LockState = ((globalThis as { __supabaseLocalLocks?: LockState }).__supabaseLocalLocks ??= {
  held: new Map(),
  exitHook: false,
})
const held = state.held

/** The process's start time in clock ticks since boot (Linux /proc), or '' where unknown. */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after "pid (comm) ": state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? ''
  } catch {
    return ''
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The owner named by a lock file, or null when it is not alive (the lock is stale). */
function liveOwner(content: string): number | null {
  const [pidText = '', started = ''] = content.split('\n')
  const pid = Number(pidText)
  if (!Number.isInteger(pid) || pid <= 0) return null
  if (pid === process.pid) return null // not held by this process (checked first): an earlier life of this PID
  if (!isRunning(pid)) return null
  const now = startTimeOf(pid)
  if (started && now && started !== now) return null // the PID belongs to another process now
  return pid
}

/** Locks `dataDir` (created if missing) for this process, or throws DataDirInUseError. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_FILE)
  if (held.has(path)) throw new DataDirInUseError(dataDir, process.pid)
  const content = `${process.pid}\n${startTimeOf(process.pid)}\n`
  // Written whole to a private file, then linked into place: link() fails if the lock exists, and a
  // reader never sees a half-written lock.
  const staged = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(staged, content, { mode: 0o644 })
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(staged, path)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      let existing: string
      try {
        existing = readFileSync(path, 'utf8')
      } catch {
        continue // released meanwhile
      }
      const owner = liveOwner(existing)
      if (owner !== null) throw new DataDirInUseError(dataDir, owner)
      if (attempt >= 5) throw new Error(`could not take over the stale lock ${path}`)
      console.warn(`[supabase-local] taking over ${path}: process ${existing.split('\n')[0]} that held it is gone`)
      try {
        unlinkSync(path)
      } catch {
        // another process removed it first
      }
    }
  } finally {
    unlinkSync(staged)
  }
  held.set(path, content)
  if (!state.exitHook) {
    state.exitHook = true
    // However the process ends (process.exit after a crash included), it does not leave its lock.
    process.once('exit', () => {
      for (const lockPath of [...held.keys()]) removeLock(lockPath)
    })
  }
  return { path, release: () => removeLock(path) }
}

function removeLock(path: string) {
  const content = held.get(path)
  if (content === undefined) return
  held.delete(path)
  try {
    // Only our own lock (never one another process took over after a mistaken takeover).
    if (readFileSync(path, 'utf8') === content) unlinkSync(path)
  } catch {
    // already gone
  }
}
