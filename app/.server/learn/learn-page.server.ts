/**
 * What /learn renders, worked out on the server from the URL: the guides grouped for the hub and, when
 * the URL carries a question (`?q=`), the answer to it, or the box's message (400). The question is
 * answered in memory and never logged or stored (the server's access log prints the path only).
 * With a language model configured (decision 042), the answer may carry a verified model answer; one
 * left out for this client's limit, the daily budget, an error or a slow reply is not for sharing, so the
 * page is then not kept by the shared cache (`shared: false`).
 */
import { type AskAnswer, type AskQuery, type ModelSkip, parseAskQuery } from '~/lib/ask'
import { type AskRefusal, refusalFor } from '~/lib/ask-refusals'
import { type AskTool, type AskToolAnswer, toolsForQuestion } from '~/lib/ask-tools'

import { modelConfigured, pageAnswerer } from '../ask/answerer.server'
import { toolAnswerFor } from '../ask/tool-answer.server'
import { hubGroups, requestLocale } from './guides.server'

export type LearnView = {
  query: AskQuery
  answer: AskAnswer | null
  /** Tools that answer what the question is about (Bank Account Finder, loans), shown with the answer. */
  tools: AskTool[]
  /** A tool's own result for the question (a corridor and amount, a card with no credit history). */
  toolAnswer: AskToolAnswer | null
  /** A question Ask must not answer, and who can help instead. */
  refusal: AskRefusal | null
  /** Whether a language model writes answers (the page says what it does). */
  modelOn: boolean
  groups: ReturnType<typeof hubGroups>
}

/** Reasons a model answer was left out that depend on the moment or the client, not on the question. */
const TRANSIENT: ReadonlySet<ModelSkip> = new Set(['limit', 'budget', 'error', 'timeout'])

export async function learnPage(
  url: URL,
  locale = requestLocale(),
  client?: string,
): Promise<{ status: 200 | 400; view: LearnView; shared: boolean }> {
  const query = parseAskQuery(url.searchParams)
  const groups = hubGroups(locale)
  const modelOn = modelConfigured()
  const empty = { answer: null, tools: [], toolAnswer: null, refusal: null, modelOn, groups }
  if (query.kind === 'invalid') return { status: 400, view: { ...empty, query }, shared: true }
  if (query.kind === 'none') return { status: 200, view: { ...empty, query }, shared: true }

  const found = await pageAnswerer().answer(query.question, locale, { client })
  // The whole sections sent to a model stay on the server.
  const answer: AskAnswer = { ...found, guides: found.guides.map(({ context: _context, ...passage }) => passage) }
  const refusal = refusalFor(query.question)
  const view: LearnView = {
    query,
    answer,
    tools: toolsForQuestion(query.question),
    toolAnswer: refusal ? null : toolAnswerFor(query.question),
    refusal,
    modelOn,
    groups,
  }
  return { status: 200, view, shared: !(found.modelSkipped && TRANSIENT.has(found.modelSkipped)) }
}
