/**
 * The term base format (docs/decisions/031-translation-process.md): app/content/termbase/<locale>.yaml
 * holds, for one language, each finance term the product uses with its chosen translation and where
 * the choice comes from. Translators of messages, guides and the glossary use these terms; the tests
 * check that the translated glossary uses them.
 *
 * `basis` says where a translation comes from:
 * - `termium`, `iate`, `banque-de-france`, `bceao`, `irs-lep`: the term that reference uses for the
 *   concept (listed under `references` with its link);
 * - `usage`: the common word for the concept among the readers, with the reason in `note`;
 * - `descriptive`: no established term exists (Amharic has no official financial glossary), so a plain
 *   description was chosen; the reason in `note`;
 * - `keep-english`: a US name, form or programme kept in English (ITIN, FDIC, 401(k)...), with `explain`,
 *   the short explanation in the language written where the term is first used.
 */
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'

import { isWellFormedHttpsUrl, slugSchema } from './guide-format'

const termbaseLocales = ['fr', 'am'] as const
const termBases = ['termium', 'iate', 'banque-de-france', 'bceao', 'irs-lep', 'usage', 'descriptive', 'keep-english'] as const

const text = (max: number) => z.string().trim().min(1).max(max)
const ethiopic = /[\u1200-\u137F]/

const termEntrySchema = z
  .object({
    id: slugSchema,
    en: text(120),
    term: text(160),
    basis: z.enum(termBases),
    note: text(400).optional(),
    explain: text(300).optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (['usage', 'descriptive', 'keep-english'].includes(entry.basis) && !entry.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: `a "${entry.basis}" choice needs its reason in note` })
    }
    if (entry.basis === 'keep-english') {
      if (!entry.explain) ctx.addIssue({ code: 'custom', path: ['explain'], message: 'a term kept in English needs its short explanation' })
      const words = (value: string) => value.toLocaleLowerCase().match(/[a-z0-9()-]{2,}/g) ?? []
      const english = new Set(words(entry.en))
      if (!words(entry.term).some((word) => english.has(word))) {
        ctx.addIssue({ code: 'custom', path: ['term'], message: `a term kept in English keeps the English name ("${entry.en}")` })
      }
    }
  })

export type TermEntry = z.infer<typeof termEntrySchema>

const termbaseSchema = z
  .object({
    locale: z.enum(termbaseLocales),
    language: text(60),
    review: z.object({ status: z.enum(['draft', 'reviewed']), note: text(600) }).strict(),
    references: z.array(
      z
        .object({
          basis: z.enum(termBases),
          name: text(120),
          url: z.string().refine(isWellFormedHttpsUrl, 'must be a well-formed https:// link'),
        })
        .strict(),
    ),
    terms: z.array(termEntrySchema).min(1),
  })
  .strict()
  .superRefine((base, ctx) => {
    const seen = new Set<string>()
    base.terms.forEach((entry, index) => {
      if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', path: ['terms', index, 'id'], message: `"${entry.id}" appears twice` })
      seen.add(entry.id)
      const cited =
        ['usage', 'descriptive', 'keep-english'].includes(entry.basis) || base.references.some((ref) => ref.basis === entry.basis)
      if (!cited)
        ctx.addIssue({ code: 'custom', path: ['terms', index, 'basis'], message: `"${entry.basis}" is not listed under references` })
      if (base.locale === 'am') {
        const written = entry.basis === 'keep-english' ? (entry.explain ?? '') : entry.term
        if (!ethiopic.test(written))
          ctx.addIssue({ code: 'custom', path: ['terms', index], message: 'Amharic is written in Ethiopic script' })
      }
    })
  })

export type Termbase = z.infer<typeof termbaseSchema>

export class TermbaseFormatError extends Error {}

/** Reads one term base file; throws naming the file, the entry and the field when it is malformed. */
export function parseTermbase(source: string, file: string): Termbase {
  let data: unknown
  try {
    data = parseYaml(source)
  } catch (error) {
    throw new TermbaseFormatError(`${file}: not valid YAML: ${(error as Error).message}`)
  }
  const parsed = termbaseSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`).join('\n')
    throw new TermbaseFormatError(`${file}: does not follow the term base format:\n${problems}`)
  }
  return parsed.data
}

/** The term base's word for a glossary slug or UI concept, if it has one. */
export function termFor(base: Termbase, id: string): TermEntry | undefined {
  return base.terms.find((entry) => entry.id === id)
}

/**
 * A translated glossary term follows the term base when it is the chosen term (first letter in either
 * case), or, for a term kept in English, starts with it ("ITIN (numéro ...)").
 */
export function followsTermbase(entry: TermEntry, shown: string): boolean {
  const fold = (value: string) => value.trim().toLocaleLowerCase()
  if (fold(shown) === fold(entry.term)) return true
  return fold(shown).startsWith(fold(entry.term) + ' (') || (entry.basis === 'keep-english' && shown.trim().startsWith(entry.term))
}
