/**
 * `npm run ask:eval` (never part of `npm test`): runs the golden questions (tests/golden/ask-*.json) through
 * the configured language model, as the site would (search, numbered passages, the check in
 * app/lib/ask-verify.ts), and prints per language the share of answers that pass the check and the share
 * that fall back to the search's answer, with the reasons. Needs ASK_LLM_URL, ASK_LLM_KEY and
 * ASK_LLM_MODEL; prints nothing else of the replies. Decision 042.
 */
import { expect, it } from 'vitest'

import { askTheGuides } from '../app/.server/ask/ask.server'
import { modelAnswerer } from '../app/.server/ask/model.server'
import goldenAm from '../tests/golden/ask-am.json'
import goldenEn from '../tests/golden/ask-en.json'
import goldenFr from '../tests/golden/ask-fr.json'

const { ASK_LLM_URL: url, ASK_LLM_KEY: key, ASK_LLM_MODEL: model } = process.env
const timeoutMs = Number(process.env.ASK_LLM_TIMEOUT_MS ?? 8_000)

it('the golden set through the model', { timeout: 60 * 60 * 1000 }, async () => {
  if (!url || !key || !model) {
    console.info('ask:eval needs ASK_LLM_URL, ASK_LLM_KEY and ASK_LLM_MODEL (see docs/operations/guides.md, "Ask with a language model").')
    return
  }
  const answerer = modelAnswerer(askTheGuides, { url, key, model, timeoutMs })
  const lines: string[] = []
  for (const [lang, set] of [
    ['en', goldenEn],
    ['fr', goldenFr],
    ['am', goldenAm],
  ] as const) {
    const reasons = new Map<string, number>()
    let verified = 0
    let asked = 0
    for (const { q } of set.questions) {
      const answer = await answerer.answer(q, lang)
      if (answer.modelSkipped === 'no-passages' || answer.modelSkipped === 'refused') continue
      asked++
      if (answer.model) verified++
      else reasons.set(answer.modelSkipped ?? 'unknown', (reasons.get(answer.modelSkipped ?? 'unknown') ?? 0) + 1)
    }
    const pct = (n: number) => `${asked ? Math.round((100 * n) / asked) : 0}%`
    lines.push(
      `${lang}: ${asked} sent to ${model}; passed the check ${verified} (${pct(verified)}); fell back ${asked - verified} (${pct(asked - verified)})` +
        (reasons.size ? ` — ${[...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ')}` : ''),
    )
  }
  console.info(`ask:eval\n${lines.join('\n')}`)
  expect(lines).toHaveLength(3)
})
