/** Small helpers shared by the Auth, REST and functions surfaces. */

export const MAX_BODY_BYTES = 1024 * 1024

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body exceeds ${MAX_BODY_BYTES} bytes`)
  }
}

export class MalformedJsonError extends Error {}

/**
 * Bodies handed over in-process as strings (LocalStack.fetch): reading them back through a web stream
 * costs more than the database insert itself.
 */
export const inlineBodies = new WeakMap<Request, string>()

/** Reads the body as text, refusing more than MAX_BODY_BYTES without buffering the rest. */
export async function readBodyText(request: Request): Promise<string> {
  const inline = inlineBodies.get(request)
  if (inline !== undefined) {
    if (inline.length > MAX_BODY_BYTES / 4 && Buffer.byteLength(inline, 'utf8') > MAX_BODY_BYTES) throw new BodyTooLargeError()
    return inline
  }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    await request.body?.cancel().catch(() => {})
    throw new BodyTooLargeError()
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The parsed JSON body; '' counts as absent (undefined). */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new MalformedJsonError(error instanceof Error ? error.message : String(error))
  }
}

export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers)
  h.set('Content-Type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { status, headers: h })
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  if (!header) return null
  const match = /^bearer\s+(\S+)\s*$/i.exec(header)
  return match ? match[1]! : null
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
