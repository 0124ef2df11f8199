/**
 * The message catalogues (messages/<locale>/<module>.json, compiled by Paraglide JS; decision 030):
 * every message exists in every locale, no French or Amharic message is left empty or copied from
 * English (except the few kept on purpose), and the placeholders match, so no French or Amharic page
 * falls back to English in silence.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../messages')
const settings = JSON.parse(readFileSync(join(import.meta.dirname, '../../project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string
  locales: string[]
  'plugin.inlang.messageFormat': { pathPattern: string[] }
}

/** Messages that read the same in every language: proper nouns, codes and terms the term base keeps in English. */
const SAME_IN_EVERY_LOCALE = new Set<string>(
  JSON.parse(readFileSync(join(root, 'same-in-every-locale.json'), 'utf8')) as string[],
)

function catalogue(locale: string): Map<string, { file: string; text: string }> {
  const out = new Map<string, { file: string; text: string }>()
  for (const file of readdirSync(join(root, locale))) {
    const json = JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Record<string, unknown>
    for (const [key, text] of Object.entries(json)) {
      if (key === '$schema') continue
      expect(typeof text, `${locale}/${file}: ${key} is text`).toBe('string')
      expect(out.has(key), `${key} is defined once in ${locale}`).toBe(false)
      out.set(key, { file, text: text as string })
    }
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogues', () => {
  const base = catalogue(settings.baseLocale)

  it('lists every message file in project.inlang/settings.json', () => {
    const listed = new Set(settings['plugin.inlang.messageFormat'].pathPattern.map((p) => p.split('/').pop()))
    for (const locale of settings.locales)
      for (const file of readdirSync(join(root, locale))) expect(listed.has(file), `${locale}/${file} listed`).toBe(true)
  })

  for (const locale of settings.locales.filter((l) => l !== settings.baseLocale)) {
    const other = catalogue(locale)
    it(`${locale}: every English message exists, in the same file, with the same placeholders`, () => {
      const missing = [...base.keys()].filter((k) => !other.has(k))
      expect(missing, `missing in ${locale}`).toEqual([])
      const extra = [...other.keys()].filter((k) => !base.has(k))
      expect(extra, `in ${locale} but not in English`).toEqual([])
      for (const [key, { file, text }] of base) {
        const t = other.get(key)!
        expect(t.file, key).toBe(file)
        expect(placeholders(t.text), `${locale}: placeholders of ${key}`).toEqual(placeholders(text))
      }
    })
    it(`${locale}: no message is empty or left in English`, () => {
      for (const [key, { text }] of base) {
        const t = other.get(key)?.text ?? ''
        expect(t.trim(), `${locale}: ${key} is empty`).not.toBe('')
        if (!SAME_IN_EVERY_LOCALE.has(key) && /[A-Za-z]{3}/.test(text))
          expect(t, `${locale}: ${key} is still the English text`).not.toBe(text)
      }
    })
  }
})
