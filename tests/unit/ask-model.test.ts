/**
 * Issue 32: "Ask" with a language model, against a fake OpenAI-compatible server over real HTTP. A faithful
 * reply is shown; an invented number, a citation of a passage that was not sent, a 500 and a reply slower
 * than the bound all leave the search's answer alone. No visitor identifier reaches the provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { askTheGuides } from '../../app/.server/ask/ask.server'
import { type ModelLimiter, modelAnswerer } from '../../app/.server/ask/model.server'
import { type FakeReply, type FakeRequest, faithfulReply, startFakeModel } from '../support/fake-model'
import { bound } from '../support/time-scale'

let reply: (request: FakeRequest) => FakeReply = faithfulReply
let fake: Awaited<ReturnType<typeof startFakeModel>>

beforeAll(async () => {
  fake = await startFakeModel((request) => reply(request))
})
afterAll(() => fake.close())

const answerer = (options: { timeoutMs?: number; limiter?: ModelLimiter; checkNumbers?: boolean } = {}) =>
  modelAnswerer(
    askTheGuides,
    { url: fake.url, key: 'test-key', model: 'fake-model', timeoutMs: options.timeoutMs ?? bound(5_000) },
    {
      limiter: options.limiter,
      verify: options.checkNumbers === false ? { maxWords: 160, maxChars: 1200, checkNumbers: false } : undefined,
    },
  )

const QUESTION = 'how long do I have to cancel a money transfer'

describe('Ask with a language model (fake server)', () => {
  it('shows a faithful reply, with its cited section and review date, and sends no visitor identifier', async () => {
    reply = faithfulReply
    const before = fake.requests.length
    const answer = await answerer().answer(QUESTION, 'en', { client: 'client-hash-123' })
    expect(answer.modelSkipped).toBeUndefined()
    expect(answer.model?.sentences).toHaveLength(1)
    expect(answer.model?.sentences[0].cites).toEqual([1])
    expect(answer.model?.sources[0]).toMatchObject({
      n: 1,
      guide: { slug: answer.guides[0].guide.slug },
      reviewed: answer.guides[0].reviewed,
    })
    // The offline answer is still there, under it.
    expect(answer.guides[0].guide.slug).toBe('sending-money-home')

    const sent = fake.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0].path).toBe('/v1/chat/completions')
    expect(sent[0].headers.authorization).toBe('Bearer test-key')
    expect(sent[0].body).not.toHaveProperty('user')
    expect(JSON.stringify(sent[0].body)).not.toContain('client-hash-123')
    expect(sent[0].question).toBe(QUESTION)
    expect([...sent[0].passages.keys()]).toEqual(answer.guides.slice(0, 3).map((_, index) => index + 1))
  })

  it('answers in the page language: the instruction names it', async () => {
    reply = faithfulReply
    const before = fake.requests.length
    const answer = await answerer().answer('combien de temps pour annuler un transfert', 'fr')
    expect(answer.model).toBeDefined()
    const system = (fake.requests[before].body.messages as { role: string; content: string }[])[0].content
    expect(system).toContain('Write in French')
  })

  it('falls back when the reply invents a number', async () => {
    // Well formed and cited: only the number (45, in no passage) is wrong.
    reply = (request) => ({
      content: `${(faithfulReply(request) as { content: string }).content} You have 45 days to complain about a transfer [1].`,
    })
    const answer = await answerer().answer(QUESTION, 'en')
    expect(answer.model).toBeUndefined()
    expect(answer.modelSkipped).toBe('unverified')
    expect(answer.guides[0].guide.slug).toBe('sending-money-home')
  })

  it('shows the invented number when the number check is removed (the check is what catches it)', async () => {
    reply = () => ({ content: 'You have 45 days to complain about a transfer [1].' })
    const answer = await answerer({ checkNumbers: false }).answer(QUESTION, 'en')
    expect(answer.model?.sentences[0].text).toContain('45 days')
  })

  it('falls back when the reply cites a passage that was not sent', async () => {
    reply = () => ({ content: 'You can cancel a transfer [9].' })
    const answer = await answerer().answer(QUESTION, 'en')
    expect(answer).toMatchObject({ modelSkipped: 'unverified' })
    expect(answer.model).toBeUndefined()
  })

  it('falls back on a 500', async () => {
    reply = () => ({ status: 500 })
    const answer = await answerer().answer(QUESTION, 'en')
    expect(answer).toMatchObject({ modelSkipped: 'error' })
    expect(answer.guides.length).toBeGreaterThan(0)
  })

  it('falls back when the reply is slower than the bound', async () => {
    reply = () => ({ hang: true })
    const answer = await answerer({ timeoutMs: 50 }).answer(QUESTION, 'en')
    expect(answer).toMatchObject({ modelSkipped: 'timeout' })
    expect(answer.guides[0].guide.slug).toBe('sending-money-home')
  })

  it('falls back when the passages do not answer (NO_ANSWER)', async () => {
    reply = () => ({ content: 'NO_ANSWER' })
    expect(await answerer().answer(QUESTION, 'en')).toMatchObject({ modelSkipped: 'no-answer' })
  })

  it('calls no model when no guide answers, for a refused question, or past the limit or the budget', async () => {
    reply = faithfulReply
    const before = fake.requests.length
    expect(await answerer().answer('xqzv plorkt', 'en')).toMatchObject({ modelSkipped: 'no-passages', guides: [] })
    expect(await answerer().answer('which stocks should i buy with 5000', 'en')).toMatchObject({ modelSkipped: 'refused' })
    expect(await answerer({ limiter: async () => 'limit' }).answer(QUESTION, 'en')).toMatchObject({ modelSkipped: 'limit' })
    expect(await answerer({ limiter: async () => 'budget' }).answer(QUESTION, 'en')).toMatchObject({ modelSkipped: 'budget' })
    expect(fake.requests.length).toBe(before)
  })
})
