/**
 * Every message in messages/en/*.json is used: its key is named in the code that runs (app/ without
 * the compiled app/paraglide, server/, scripts/, supabase/), or it is reached through a template
 * literal such as `circles_email_${reminder}_subject` or `emails_quarter_${n}`. A message nothing
 * shows still has to be translated and reviewed in three languages, so a dead one fails here.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

const repo = join(import.meta.dirname, '../..')
const SOURCE_DIRS = ['app', 'server', 'scripts', 'supabase']
const SKIP_DIRS = new Set(['node_modules', 'paraglide', 'build', '.react-router'])
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/

function sourceText(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sourceText(join(dir, entry.name)))
    } else if (SOURCE_FILE.test(entry.name)) {
      out.push(readFileSync(join(dir, entry.name), 'utf8'))
    }
  }
  return out
}

const keys = readdirSync(join(repo, 'messages/en')).flatMap((file) =>
  Object.keys(JSON.parse(readFileSync(join(repo, 'messages/en', file), 'utf8')) as Record<string, string>).filter(
    (key) => key !== '$schema',
  ),
)
const source = SOURCE_DIRS.flatMap((dir) => sourceText(join(repo, dir))).join('\n')
const named = new Set(source.match(/[A-Za-z_][A-Za-z0-9_]*/g))
/** `prefix_${x}_suffix` in a template literal: any key with that prefix and suffix is used. */
const templates = [...source.matchAll(/`([a-z][a-z0-9_]*_)\$\{[^}`]+\}([a-z0-9_]*)`/g)].map(([, prefix, suffix]) => ({ prefix, suffix }))

const used = (key: string) => named.has(key) || templates.some(({ prefix, suffix }) => key.startsWith(prefix) && key.endsWith(suffix))

describe('messages in use', () => {
  it('reads the catalogue and the code', () => {
    expect(keys.length).toBeGreaterThan(1000)
    // The e-mails reach these through template literals (supabase/functions/send-confirmation).
    expect(used('circles_email_due_body')).toBe(true)
    expect(used('emails_quarter_4')).toBe(true)
  })

  it('every message is named by the code that shows it', () => {
    expect(keys.filter((key) => !used(key))).toEqual([])
  })
})
