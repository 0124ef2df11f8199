/**
 * Playwright global setup (playwright.config.ts): the fake OpenAI-compatible model the e2e server's "Ask"
 * is pointed at (ASK_LLM_URL, issue 32). It answers faithfully (the first sentence of passage [1], cited)
 * only the questions of tests/e2e/ask-model.spec.ts, and with an uncited reply, which the app's check
 * refuses, everything else: other specs see the search's answer as before.
 */
import { FAKE_MODEL_QUESTIONS } from '../ask-model.questions'
import { faithfulReply, startFakeModel } from '../../support/fake-model'

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 4173) + 2
  const questions = new Set<string>(Object.values(FAKE_MODEL_QUESTIONS))
  const fake = await startFakeModel(
    (request) => (questions.has(request.question) ? faithfulReply(request) : { content: 'Not from the passages.' }),
    port,
  )
  return () => fake.close()
}
