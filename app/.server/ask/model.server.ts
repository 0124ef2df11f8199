/**
 * "Ask" with a language model (issue 32, decision 042): behind the same `GuideAnswerer` as the search.
 * The search answers first; when it finds nothing, or the question must be refused, no model is called.
 * Otherwise the question and the found sections, numbered, go to an OpenAI-compatible
 * `/chat/completions` (plain fetch, the reply read with Zod), and the reply is shown only when it passes
 * app/lib/ask-verify.ts. An error, a slow reply (`timeoutMs`), a reply that fails the check, the
 * per-client limit or the daily budget all leave the search's answer alone. The question is never logged
 * or stored, and nothing that identifies the visitor is sent.
 */
import { z } from 'zod'

import type { AskAnswer, AskContext, AskPassage, GuideAnswerer, ModelAnswer, ModelSkip } from '~/lib/ask'
import { NO_ANSWER, askMessages } from '~/lib/ask-prompt'
import { refusalFor } from '~/lib/ask-refusals'
import { DEFAULT_VERIFY, type SentPassage, type VerifyOptions, verifyAnswer } from '~/lib/ask-verify'

export type ModelConfig = {
  /** The base URL, the part before `/chat/completions` (as OpenAI's SDKs take it). */
  url: string
  key: string
  model: string
  /** The longest wait for a reply before the search's answer is shown (at most 8 s). */
  timeoutMs: number
}

/** Whether a model call may be made now for this client: the per-client limit and the daily budget. */
export type ModelLimiter = (client: string | undefined) => Promise<'ok' | 'limit' | 'budget'>

export type ModelDeps = { fetch?: typeof fetch; limiter?: ModelLimiter; verify?: VerifyOptions }

/** How many found sections are sent. */
const MAX_PASSAGES = 3

const ReplySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
})

/** The numbered passages for a search answer: its guides' sections, with their title and heading. */
function passagesFor(answer: AskAnswer): { sent: SentPassage[]; from: AskPassage[] } {
  const from = answer.guides.slice(0, MAX_PASSAGES)
  return {
    from,
    sent: from.map((passage, index) => ({
      n: index + 1,
      text: `${passage.guide.title} — ${passage.section.heading}\n${passage.context ?? passage.text}`,
    })),
  }
}

type ModelReply = { kind: 'answer'; text: string } | { kind: 'skip'; reason: ModelSkip }

/** One call to the model; never throws. */
async function callModel(
  config: ModelConfig,
  messages: ReturnType<typeof askMessages>,
  fetcher: typeof fetch = fetch,
): Promise<ModelReply> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), config.timeoutMs)
  try {
    const response = await fetcher(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
      // No `user` field, no visitor identifier: the provider sees the question and the passages only.
      body: JSON.stringify({ model: config.model, messages, temperature: 0, max_tokens: 600 }),
      signal: controller.signal,
    })
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      return { kind: 'skip', reason: 'error' }
    }
    const parsed = ReplySchema.safeParse(await response.json())
    const text = parsed.success ? (parsed.data.choices[0].message.content ?? '').trim() : null
    if (text === null) return { kind: 'skip', reason: 'error' }
    return { kind: 'answer', text }
  } catch {
    return { kind: 'skip', reason: controller.signal.aborted ? 'timeout' : 'error' }
  } finally {
    clearTimeout(timer)
  }
}

/** The model's reply checked against the passages sent: the answer to show, or why not. */
function checkReply(
  text: string,
  sent: SentPassage[],
  from: AskPassage[],
  verify: VerifyOptions = DEFAULT_VERIFY,
): ModelAnswer | ModelSkip {
  if (text.replace(/[\s.]/g, '') === NO_ANSWER) return 'no-answer'
  const verdict = verifyAnswer(text, sent, verify)
  if (!verdict.ok) return 'unverified'
  const cited = [...new Set(verdict.sentences.flatMap((sentence) => sentence.cites))].sort((a, b) => a - b)
  return {
    sentences: verdict.sentences,
    sources: cited.map((n) => {
      const passage = from[n - 1]
      return { n, guide: passage.guide, section: passage.section, reviewed: passage.reviewed }
    }),
  }
}

/** The search answerer with a verified model answer added when it can be. */
export function modelAnswerer(search: GuideAnswerer, config: ModelConfig, deps: ModelDeps = {}): GuideAnswerer {
  return {
    async answer(question: string, lang: string, context?: AskContext): Promise<AskAnswer> {
      const answer = await search.answer(question, lang)
      const skip = (reason: ModelSkip): AskAnswer => ({ ...answer, modelSkipped: reason })
      if (refusalFor(question)) return skip('refused')
      if (answer.guides.length === 0) return skip('no-passages')
      const allowed = deps.limiter ? await deps.limiter(context?.client) : 'ok'
      if (allowed !== 'ok') return skip(allowed)
      const { sent, from } = passagesFor(answer)
      const reply = await callModel(config, askMessages(question, lang, sent), deps.fetch)
      if (reply.kind === 'skip') return skip(reply.reason)
      const checked = checkReply(reply.text, sent, from, deps.verify)
      return typeof checked === 'string' ? skip(checked) : { ...answer, model: checked }
    },
  }
}
