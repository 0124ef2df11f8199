import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bound } from '../support/time-scale'
import { freePort } from '../../scripts/lib/production-server.mjs'

// `npm run dev` answers each page in the language of its URL, as `npm start` does (docs/decisions/030-
// languages.md): both run the app's root middleware (docs/decisions/045-locale-middleware.md), so
// the dev server needs nothing of its own. Once, every /fr/ and /am/ page rendered in English in development.

let dev: ChildProcess | undefined
let origin = ''
const dataDir = mkdtempSync(join(tmpdir(), 'dev-locale-'))

beforeAll(async () => {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  // The CLI's own script on this Node (no npx wrapper, so stopping it stops the server); no colours,
  // so its address can be read (CI=true turns them on).
  dev = spawn(process.execPath, ['node_modules/@react-router/dev/bin.js', 'dev', '--port', String(port), '--strictPort'], {
    env: { ...process.env, NODE_ENV: 'development', SUPABASE_LOCAL_DATA_DIR: dataDir, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Ready when it prints its address (an event, not a wait on the clock).
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString())
      if (output.includes(`${origin}/`)) resolve()
    }
    dev!.stdout!.on('data', read)
    dev!.stderr!.on('data', read)
    dev!.once('exit', (code) => reject(new Error(`react-router dev exited (${code}):\n${output}`)))
  })
}, bound(120_000))

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve))
    dev.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

const page = async (path: string) => {
  const response = await fetch(origin + path, { redirect: 'manual' })
  const html = await response.text()
  return {
    status: response.status,
    location: response.headers.get('location'),
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&#x27;', "'"),
  }
}
const signupTitle = (locale: string) =>
  `${(JSON.parse(readFileSync(`messages/${locale}/signup.json`, 'utf8')) as Record<string, string>).signup_meta_title} | Diaspora Finance`

describe('npm run dev', () => {
  it('renders each page in the language of its URL', async () => {
    for (const locale of ['en', 'fr', 'am']) {
      const answer = await page(locale === 'en' ? '/signup' : `/${locale}/signup`)
      expect(answer.status, locale).toBe(200)
      expect(answer.lang, locale).toBe(locale)
      expect(answer.title, locale).toBe(signupTitle(locale))
    }
  })

  it('sends /en/... to the page’s one address, as the production server does', async () => {
    const answer = await page('/en/learn')
    expect(answer.status).toBe(308)
    expect(answer.location).toBe('/learn')
  })
})
