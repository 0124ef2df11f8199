import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { getEnv } from './env.server'

let secret: string | undefined

/**
 * The secret that signs the app's own cookies. Production with hosted Supabase must set SESSION_SECRET
 * (env validation enforces it); a local embedded run generates one once and keeps it in its data
 * directory, so restarts do not invalidate cookies and no default secret ever exists.
 */
export function getSessionSecret(): string {
  if (secret) return secret
  const env = getEnv()
  if (env.SESSION_SECRET) return (secret = env.SESSION_SECRET)
  const dir = env.SUPABASE_LOCAL_DATA_DIR
  if (dir === ':memory:' || dir.startsWith('memory://')) return (secret = randomBytes(32).toString('hex'))
  const file = join(dir, 'app-session-secret')
  if (existsSync(file)) return (secret = readFileSync(file, 'utf8').trim())
  mkdirSync(dir, { recursive: true })
  secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
