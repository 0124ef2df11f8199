/**
 * A fake OpenAI-compatible `/chat/completions` server over real HTTP (node:http on port 0), for the tests
 * of "Ask" with a language model (issue 32): each request is read as the app sends it (the numbered
 * passages and the question), and `reply` decides what comes back: a reply, a status, or no reply at all.
 */
import { once } from 'node:events'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeRequest = {
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
  question: string
  passages: Map<number, string>
}
export type FakeReply = { content: string } | { status: number } | { hang: true }

/** The passages and the question from the user message the app sends (app/lib/ask-prompt.ts). */
function readPrompt(body: Record<string, unknown>): { question: string; passages: Map<number, string> } {
  const messages = (body.messages as { role: string; content: string }[] | undefined) ?? []
  const user = messages.find((message) => message.role === 'user')?.content ?? ''
  const question = /\nQuestion: ([^\n]*)$/u.exec(user)?.[1] ?? ''
  const passages = new Map<number, string>()
  for (const match of user.matchAll(/^\[(\d+)\] ([^\n]*)\n([\s\S]*?)(?=\n\n\[\d+\] |\n\nQuestion: )/gmu))
    passages.set(Number(match[1]), match[3])
  return { question, passages }
}

/** A faithful reply: the first sentence of passage [1], cited. */
export function faithfulReply(request: FakeRequest): FakeReply {
  const body = request.passages.get(1) ?? ''
  const sentence = body.split('\n')[0].split(/(?<=[.!?።])\s+/u)[0]
  return { content: `${sentence} [1]` }
}

export async function startFakeModel(reply: (request: FakeRequest) => FakeReply, port = 0) {
  const requests: FakeRequest[] = []
  const hanging = new Set<ServerResponse>()
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
    } catch {
      body = {}
    }
    const request = { path: req.url ?? '', headers: req.headers, body, ...readPrompt(body) }
    requests.push(request)
    const answer = reply(request)
    if ('hang' in answer) {
      hanging.add(res)
      return
    }
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":{"message":"fake failure"}}')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'fake',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
      }),
    )
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      server.close()
      await once(server, 'close').catch(() => undefined)
    },
  }
}
