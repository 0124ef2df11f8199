// Request bodies are read here, whole and bounded, before the app sees them: a size limit checked
// against Content-Length and again while reading, and a limit on the number of form fields (form
// parsers downstream are not linear in repeated names). Nothing is ever left unread on a connection
// that stays open.

export class BodyRejected extends Error {
  /** @param {413 | 400 | 415} status @param {string} reason */
  constructor(status, reason) {
    super(reason)
    this.status = status
    this.reason = reason
  }
}

/** @param {import('node:http').IncomingMessage} req */
export function hasBody(req) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

/**
 * The declared length, or null when absent; throws for a length over the limit.
 * @param {import('node:http').IncomingHttpHeaders} headers @param {number} limit
 */
export function checkDeclaredLength(headers, limit) {
  const raw = headers['content-length']
  if (raw === undefined) return null
  const declared = Number(raw)
  if (!Number.isSafeInteger(declared) || declared < 0) throw new BodyRejected(400, 'Invalid Content-Length')
  if (declared > limit) throw new BodyRejected(413, 'Request body too large')
  return declared
}

/**
 * Reads the whole body, at most `limit` bytes. On a body over the limit it stops reading and throws
 * (the caller then answers and closes the connection, so the unread rest cannot stall the next
 * request on it).
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBoundedBody(req, limit) {
  checkDeclaredLength(req.headers, limit)
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let done = false
    const finish = (/** @type {Error | null} */ error) => {
      if (done) return
      done = true
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('aborted', onAborted)
      if (error) {
        req.pause()
        reject(error)
      } else resolve(Buffer.concat(chunks, size))
    }
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > limit) return finish(new BodyRejected(413, 'Request body too large'))
      chunks.push(chunk)
    }
    const onEnd = () => finish(null)
    const onError = (/** @type {Error} */ error) => finish(error)
    const onAborted = () => finish(new Error('Request aborted'))
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('aborted', onAborted)
  })
}

/** Counts occurrences of one byte sequence, stopping once past `max`. @param {Buffer} buffer @param {Buffer} needle @param {number} max */
function countOccurrences(buffer, needle, max) {
  let count = 0
  let at = buffer.indexOf(needle)
  while (at !== -1 && count <= max) {
    count += 1
    at = buffer.indexOf(needle, at + needle.length)
  }
  return count
}

/**
 * Rejects a form body with more than `maxFields` fields, before anything parses it. URL-encoded
 * fields are counted by their separators; multipart parts by their boundaries. Other bodies (JSON,
 * text) are not forms: the app reads them as empty forms.
 *
 * @param {Buffer} body @param {string | undefined} contentType @param {number} maxFields
 */
export function checkFieldCount(body, contentType, maxFields) {
  const type = (contentType ?? '').toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) {
    if (body.length > 0 && countOccurrences(body, Buffer.from('&'), maxFields) + 1 > maxFields) {
      throw new BodyRejected(400, 'Too many form fields')
    }
  } else if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '')
    if (!boundary) throw new BodyRejected(400, 'Malformed multipart body')
    const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
    // n parts have n + 1 delimiters (the last one closes the body).
    if (countOccurrences(body, delimiter, maxFields + 1) - 1 > maxFields) {
      throw new BodyRejected(400, 'Too many form fields')
    }
  }
}

/** Sockets whose connection is closing after a refused body. */
const lingering = new WeakSet()

/** @param {import('node:net').Socket} socket */
export const isLingering = (socket) => lingering.has(socket)

/**
 * A lingering close for a connection whose request body was refused unread. Closing a socket that
 * still has incoming data makes the kernel send a reset, and a reset makes the client drop the answer
 * it has not read yet: a browser still uploading the form would show "connection reset" instead of
 * the 413 page. So, once the answer is written, only our side is shut (FIN) and whatever the client
 * still sends is read and dropped, for at most `ms` and `bytes`, before the socket is destroyed.
 *
 * Node's server closes a `Connection: close` response's socket with `destroySoon()`; this socket's
 * `destroySoon` is replaced. Should Node stop calling it, the socket is closed as before. Node's
 * parser still reads what comes: a request that follows on such a connection is never handled
 * (`isLingering`), the server destroys the socket instead.
 *
 * @param {import('node:net').Socket} socket
 */
export function lingerOnClose(socket, { ms = 5_000, bytes = 4 * 1024 * 1024 } = {}) {
  lingering.add(socket)
  socket.destroySoon = function lingeringDestroySoon() {
    let seen = 0
    const timer = setTimeout(() => socket.destroy(), ms)
    timer.unref()
    socket.on('data', (chunk) => {
      seen += chunk.length
      if (seen > bytes) socket.destroy()
    })
    socket.once('end', () => socket.destroy())
    socket.once('close', () => clearTimeout(timer))
    if (socket.writable) socket.end()
    socket.resume()
  }
}
