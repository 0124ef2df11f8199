/**
 * The glossary file format: app/content/glossary/<language>.yaml is a YAML list of terms, each with a
 * slug (its anchor on /learn/glossary and the key guides use in `terms:`), the term as shown, one short
 * plain definition in our own words, and optionally the https link of a primary source.
 */
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'

import { isWellFormedHttpsUrl, reservedIds, slugSchema } from './guide-format'

const glossaryTermSchema = z
  .object({
    slug: slugSchema,
    term: z.string().trim().min(1).max(120),
    definition: z.string().trim().min(10).max(400),
    source: z.string().refine(isWellFormedHttpsUrl, 'must be a well-formed https:// link').optional(),
  })
  .strict()

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>

class GlossaryFormatError extends Error {}

/** Reads one glossary file; throws naming the file, the entry and the field when it is malformed. */
export function parseGlossary(source: string, file: string): GlossaryTerm[] {
  let data: unknown
  try {
    data = parseYaml(source)
  } catch (error) {
    throw new GlossaryFormatError(`${file}: not valid YAML: ${(error as Error).message}`)
  }
  const parsed = z.array(glossaryTermSchema).min(1).safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`).join('\n')
    throw new GlossaryFormatError(`${file}: does not follow the glossary format (a list of terms):\n${problems}`)
  }
  const seen = new Set<string>()
  for (const term of parsed.data) {
    if (seen.has(term.slug)) throw new GlossaryFormatError(`${file}: the slug "${term.slug}" appears twice`)
    if (reservedIds.has(term.slug)) throw new GlossaryFormatError(`${file}: the slug "${term.slug}" is an id the page uses`)
    seen.add(term.slug)
  }
  return parsed.data
}
