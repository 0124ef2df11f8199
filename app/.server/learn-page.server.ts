/**
 * What /learn renders, worked out on the server from the URL: the guides grouped for the hub and, when
 * the URL carries a question (`?q=`), the answer to it, or the box's message (400). The question is
 * answered in memory and never logged or stored (the server's access log prints the path only).
 */
import { type AskAnswer, type AskQuery, parseAskQuery } from '~/lib/ask'
import { type AskTool, toolsForQuestion } from '~/lib/ask-tools'

import { askTheGuides } from './ask.server'
import { hubGroups, requestLocale } from './guides.server'

export type LearnView = {
  query: AskQuery
  answer: AskAnswer | null
  /** Tools that answer what the question is about (Bank Account Finder, loans), shown with the answer. */
  tools: AskTool[]
  groups: ReturnType<typeof hubGroups>
}

export async function learnPage(url: URL, locale = requestLocale()): Promise<{ status: 200 | 400; view: LearnView }> {
  const query = parseAskQuery(url.searchParams)
  const groups = hubGroups(locale)
  if (query.kind === 'invalid') return { status: 400, view: { query, answer: null, tools: [], groups } }
  const answer = query.kind === 'question' ? await askTheGuides.answer(query.question, locale) : null
  const tools = query.kind === 'question' ? toolsForQuestion(query.question) : []
  return { status: 200, view: { query, answer, tools, groups } }
}
