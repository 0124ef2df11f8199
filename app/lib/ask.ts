/**
 * "Ask the guides": the one interface between the pages and whatever answers a question. Today the
 * answerer is a search over the guides and the glossary (app/.server/ask/ask.server.ts); a language model
 * grounded on the same passages can implement this interface later without any page changing.
 */
import { z } from 'zod'

import { m } from '~/paraglide/messages.js'

/** The most characters a question may have. */
export const ASK_MAX_LENGTH = 200

/** The part of a guide that answers the question. */
export type AskPassage = {
  /** `lang`: the language the guide is written in (English when it is not translated yet). */
  guide: { slug: string; title: string; href: string; lang?: string }
  section: { id: string; heading: string; href: string }
  /** A sentence or two from that section, as plain text. */
  text: string
  score: number
  /** The guide's review date (ISO). */
  reviewed: string
  /** The whole section as plain text, for a language model (server-only: never sent to the page). */
  context?: string
}

export type AskTerm = { slug: string; term: string; definition: string; href: string }

/** A verified language-model answer (app/lib/ask-verify.ts): its sentences and the sections they cite. */
export type ModelAnswer = {
  sentences: { text: string; cites: number[] }[]
  sources: { n: number; guide: AskPassage['guide']; section: AskPassage['section']; reviewed: string }[]
}

/** Why no model answer is shown: the model is off, the question is refused, no guide answers, a limit,
 * the daily budget, an error, a slow reply, an answer that failed the check, or the passages do not answer. */
export type ModelSkip = 'off' | 'refused' | 'no-passages' | 'limit' | 'budget' | 'error' | 'timeout' | 'unverified' | 'no-answer'

/** Best guide first, at most one passage per guide; `guides` empty means no guide answers it. */
export type AskAnswer = { guides: AskPassage[]; terms: AskTerm[]; model?: ModelAnswer; modelSkipped?: ModelSkip }

/** Who asks, for per-client limits only (never sent to a model provider, never stored with the question). */
export type AskContext = { client?: string }

export interface GuideAnswerer {
  answer(question: string, lang: string, context?: AskContext): Promise<AskAnswer>
}

/** The question in the URL (`?q=`): absent (the hub), valid, or a message for the box (400). */
export type AskQuery = { kind: 'none' } | { kind: 'question'; question: string } | { kind: 'invalid'; question: string; error: string }

// The messages are functions: read per request, in its language (decision 030).
const questionSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { error: () => m.learn_ask_copy_errors_empty() })
      .max(ASK_MAX_LENGTH, { error: () => m.learn_ask_copy_errors_too_long() })
      // Control characters (other than the spaces folded above) and unpaired surrogates.
      .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), { error: () => m.learn_ask_copy_errors_invalid() }),
  )

export function parseAskQuery(params: URLSearchParams): AskQuery {
  const raw = params.get('q')
  if (raw === null) return { kind: 'none' }
  const parsed = questionSchema.safeParse(raw)
  if (parsed.success) return { kind: 'question', question: parsed.data }
  // Keep what the visitor typed in the box (cut, so a huge value is not echoed back whole).
  return { kind: 'invalid', question: raw.slice(0, ASK_MAX_LENGTH * 2), error: parsed.error.issues[0].message }
}
