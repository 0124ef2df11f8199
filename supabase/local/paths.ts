import { join, resolve } from 'node:path'

/**
 * The supabase/ directory (migrations, seed, bootstrap SQL). Resolved from the working directory, not
 * import.meta.url, because the app is also bundled by Vite into build/server. SUPABASE_DIR overrides.
 */
export function supabaseDir(): string {
  return resolve(process.env.SUPABASE_DIR ?? join(process.cwd(), 'supabase'))
}

/** ':memory:' (or memory://…) means a throwaway in-memory database. */
export function isMemoryDataDir(dataDir: string): boolean {
  return dataDir === ':memory:' || dataDir.startsWith('memory://')
}
