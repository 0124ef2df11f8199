import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'

/**
 * A throwaway PostgreSQL cluster in a temporary directory, from Debian's `postgresql` package (CI:
 * .ci/run installs it). Its bootstrap superuser is supabase_admin, as on a hosted project. It listens
 * on a Unix socket in that directory only (port 55432 names the socket), so nothing else can reach it.
 * As root (CI), initdb and pg_ctl run as the package's `postgres` system user.
 */

export const PORT = 55432

/** The server binaries: PG_BINDIR, pg_config --bindir, or the newest /usr/lib/postgresql/<n>/bin. */
export function findServerBinaries(): string {
  const candidates: string[] = []
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR)
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim())
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`))
  }
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
  if (!found) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found. Install them with `apt-get install -y postgresql` ' +
        '(.ci/run does) or set PG_BINDIR. This test does not skip: the hosted role model must be checked on a real server.',
    )
  }
  return found
}

export interface Cluster {
  /** A client connected as this login role (trust authentication over the socket). */
  connect(user: string): Promise<pg.Client>
  version: string
  stop(): Promise<void>
}

export async function startCluster(): Promise<Cluster> {
  const bin = findServerBinaries()
  const root = process.getuid?.() === 0
  const base = mkdtempSync(join(tmpdir(), 'hosted-roles-pg-'))
  const data = join(base, 'data')
  let asServerUser = (cmd: string, args: string[]) => ({ cmd, args })
  if (root) {
    // initdb refuses to run as root: the package's postgres user owns the cluster.
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(base, uid, gid)
    asServerUser = (cmd, args) => ({ cmd: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] })
  }
  const run = (name: string, args: string[]) => {
    const { cmd, args: full } = asServerUser(join(bin, name), args)
    const result = spawnSync(cmd, full, { encoding: 'utf8' })
    if (result.status !== 0) {
      const log = existsSync(join(base, 'server.log')) ? readFileSync(join(base, 'server.log'), 'utf8') : ''
      throw new Error(`${name} failed (${result.status}):\n${result.stdout}\n${result.stderr}\n${log}`)
    }
    return result.stdout
  }
  run('initdb', ['-D', data, '-U', 'supabase_admin', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'])
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(base, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-c port=${PORT} -c listen_addresses='' -c unix_socket_directories='${base}' -c fsync=off`,
    'start',
  ])
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  }
  const connect = async (user: string) => {
    const client = new pg.Client({ host: base, port: PORT, user, database: 'postgres' })
    await client.connect()
    return client
  }
  const admin = await connect('supabase_admin')
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!.server_version
  await admin.end()
  return { connect, version, stop }
}
