import type { StackContext } from './context'
import { BodyTooLargeError, isPlainObject, MalformedJsonError, readJsonBody } from './http'
import type { JwtClaims } from './jwt'
import { runAsCaller, type CallerSettings, type Statement } from './pipeline'
import { buildOrder, buildSelectList, buildWhere, checkColumn, Params, parseNonNegativeInt, quoteIdent, RestError } from './rest-query'
import type { SchemaCache, TableInfo } from './rest-schema'

/** The PostgREST subset of the contract: /rest/v1/<table> and /rest/v1/rpc/<function>. */

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json'
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' }

export interface RestCaller {
  role: string
  claims: JwtClaims
}

function errorResponse(error: RestError): Response {
  const body = { code: error.code, details: error.details, hint: error.hint, message: error.message }
  return new Response(JSON.stringify(body), { status: error.status, headers: JSON_HEADERS })
}

/** PostgREST's mapping of SQLSTATE to HTTP status. */
function statusForSqlState(code: string, role: string): number {
  if (code === '23503' || code === '23505') return 409
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  if (/^(08|53)/.test(code)) return 503
  if (code.startsWith('54')) return 413
  if (/^(09|0L|0P|25|2D|38|39|3B|40|55|57|58|F0|HV|P0|XX)/.test(code) || code === '42P17') {
    return code.startsWith('0L') || code.startsWith('0P') ? 403 : 500
  }
  return 400
}

function fromDatabaseError(error: unknown, role: string): RestError | null {
  const e = error as { code?: unknown; message?: string; detail?: string; hint?: string }
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null
  return new RestError(statusForSqlState(e.code, role), e.code, e.message ?? 'Database error', e.detail ?? null, e.hint ?? null)
}

interface Prefer {
  returnRepresentation: boolean
  count: boolean
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  missingDefault: boolean
}

function parsePrefer(request: Request): Prefer {
  const prefs = (request.headers.get('prefer') ?? '').split(',').map((p) => p.trim())
  const resolution = prefs.find((p) => p.startsWith('resolution='))?.slice('resolution='.length)
  return {
    returnRepresentation: prefs.includes('return=representation'),
    count: prefs.some((p) => p.startsWith('count=')),
    missingDefault: prefs.includes('missing=default'),
    resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
  }
}

export async function handleRest(ctx: StackContext, schema: SchemaCache, request: Request, path: string, caller: RestCaller) {
  try {
    const profile = request.headers.get(request.method === 'GET' || request.method === 'HEAD' ? 'accept-profile' : 'content-profile')
    if (profile && profile !== 'public') {
      throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public')
    }
    if (!API_ROLES.has(caller.role)) {
      throw new RestError(403, '42501', `permission denied to set role "${caller.role}"`)
    }
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
    if (segments[0] === 'rpc' && segments.length === 2) return await rpc(ctx, schema, request, segments[1]!, caller)
    if (segments.length !== 1) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`)
    const table = await schema.table(segments[0]!)
    if (!table) {
      throw new RestError(404, 'PGRST205', `Could not find the table 'public.${segments[0]}' in the schema cache`)
    }
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return await read(ctx, request, table, caller)
      case 'POST':
        return await insert(ctx, request, table, caller)
      case 'PATCH':
        return await update(ctx, request, table, caller)
      case 'DELETE':
        return await remove(ctx, request, table, caller)
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
    }
  } catch (error) {
    if (error instanceof RestError) return errorResponse(error)
    if (error instanceof MalformedJsonError) {
      return errorResponse(new RestError(400, 'PGRST102', 'Empty or invalid json', error.message))
    }
    if (error instanceof BodyTooLargeError) return errorResponse(new RestError(413, 'PGRST413', 'Payload Too Large', error.message))
    const dbError = fromDatabaseError(error, caller.role)
    if (dbError) return errorResponse(dbError)
    console.error('[supabase-local] rest error', error)
    return errorResponse(new RestError(500, 'PGRST000', 'Unexpected failure in the embedded stack'))
  }
}

/** The caller's role, claims and read-only flag for the one transaction a request runs in. */
function settings(caller: RestCaller, readOnly: boolean): CallerSettings {
  return { role: caller.role, claimsJson: JSON.stringify(caller.claims), readOnly }
}

function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(OBJECT_MEDIA)
}

function singleError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`)
}

/** Rows as JSON text ('[...]', or the only object when a single object was asked for). */
function jsonRows(json: string, rowCount: number, single: boolean): string {
  if (!single) return json
  if (rowCount !== 1) throw singleError(rowCount)
  return json.slice(1, -1)
}

async function read(ctx: StackContext, request: Request, table: TableInfo, caller: RestCaller): Promise<Response> {
  const search = new URL(request.url).searchParams
  const params = new Params()
  const columns = buildSelectList(table, search.get('select'))
  const where = buildWhere(table, search, params)
  const order = buildOrder(table, search.get('order'))
  const limit = parseNonNegativeInt('limit', search.get('limit'))
  const offset = parseNonNegativeInt('offset', search.get('offset')) ?? 0
  const prefer = parsePrefer(request)
  const single = wantsObject(request)
  const from = `public.${quoteIdent(table.name)}`
  const page = `${limit !== null ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}`
  const sql = `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n
               from (select ${columns} from ${from}${where}${order}${page}) _r`

  const statements: Statement[] = [{ text: sql, params: params.values }]
  if (prefer.count) statements.push({ text: `select count(*)::int as total from ${from}${where}`, params: params.values })
  const [main, counted] = await runAsCaller(ctx.db, settings(caller, true), statements)
  const result = { body: main!.rows[0]![0]!, n: Number(main!.rows[0]![1]), total: counted ? Number(counted.rows[0]![0]) : null }
  const body = jsonRows(result.body, result.n, single)
  const range = result.n > 0 ? `${offset}-${offset + result.n - 1}` : '*'
  const headers = new Headers(JSON_HEADERS)
  headers.set('Content-Range', `${range}/${result.total ?? '*'}`)
  const partial = result.total !== null && result.n > 0 && (offset > 0 || offset + result.n < result.total)
  return new Response(request.method === 'HEAD' ? null : body, { status: partial ? 206 : 200, headers })
}

function writeResponse(request: Request, table: TableInfo, prefer: Prefer, result: { body: string | null; n: number }, created: boolean) {
  const headers = new Headers(JSON_HEADERS)
  if (prefer.count || created) headers.set('Content-Range', `*/${prefer.count ? result.n : '*'}`)
  if (result.body !== null) return new Response(result.body, { status: created ? 201 : 200, headers })
  return new Response(null, { status: created ? 201 : 204, headers })
}

/** The returning part of a write: nothing, or the representation with the requested columns. */
function representation(table: TableInfo, request: Request, prefer: Prefer) {
  if (!prefer.returnRepresentation) return null
  return buildSelectList(table, new URL(request.url).searchParams.get('select'))
}

async function runWrite(
  ctx: StackContext,
  caller: RestCaller,
  request: Request,
  statement: string,
  returning: string | null,
  params: Params,
  target = '*',
) {
  const single = wantsObject(request)
  const check = single ? (n: number) => (n !== 1 ? singleError(n) : null) : () => null
  if (returning === null) {
    const [result] = await runAsCaller(
      ctx.db,
      settings(caller, false),
      [{ text: statement, params: params.values }],
      single
        ? ([r]) => {
            const error = check(r!.affected)
            if (error) throw error
          }
        : undefined,
    )
    return { body: null, n: result!.affected }
  }
  const sql = `with _w as (${statement} returning ${target})
               select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${returning} from _w) _r`
  const [result] = await runAsCaller(
    ctx.db,
    settings(caller, false),
    [{ text: sql, params: params.values }],
    single
      ? ([r]) => {
          const error = check(Number(r!.rows[0]![1]))
          if (error) throw error
        }
      : undefined,
  )
  const [body, n] = result!.rows[0]!
  return { body: jsonRows(body!, Number(n), single), n: Number(n) }
}

function payloadColumns(table: TableInfo, rows: Record<string, unknown>[], columnsParam: string | null): string[] {
  const names = columnsParam
    ? columnsParam.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
    : [...new Set(rows.flatMap((r) => Object.keys(r)))]
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`)
    }
  }
  return names
}

async function insert(ctx: StackContext, request: Request, table: TableInfo, caller: RestCaller): Promise<Response> {
  const search = new URL(request.url).searchParams
  const body = await readJsonBody(request)
  const rows = Array.isArray(body) ? body : [body]
  if (body === undefined || !rows.every(isPlainObject)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The request body must be a JSON object or an array of objects')
  }
  const prefer = parsePrefer(request)
  const columns = payloadColumns(table, rows, search.get('columns'))
  const params = new Params()
  const from = `public.${quoteIdent(table.name)}`
  const list = columns.map(quoteIdent).join(', ')
  let statement: string
  if (columns.length === 0) statement = `insert into ${from} default values`
  else if (rows.length * columns.length <= 30_000) {
    // Plain VALUES with bound parameters: Postgres types each one from its column, as a direct insert would.
    const tuples = rows.map(
      (row) => `(${columns.map((c) => (c in row ? params.add(row[c]) : prefer.missingDefault ? 'default' : 'null')).join(', ')})`,
    )
    statement = `insert into ${from} (${list}) values ${tuples.join(', ')}`
  } else {
    statement = `insert into ${from} (${list}) select ${list} from json_populate_recordset(null::${from}, ${params.add(JSON.stringify(rows))}::json)`
  }
  if (prefer.resolution) {
    const target = (search.get('on_conflict')?.split(',') ?? table.primaryKey).map((c) => checkColumn(table, c.trim()))
    const updates = columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
    statement +=
      prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target.join(', ')}) do nothing`
        : ` on conflict (${target.join(', ')}) do update set ${updates.join(', ')}`
  }
  const result = await runWrite(ctx, caller, request, statement, representation(table, request, prefer), params)
  return writeResponse(request, table, prefer, result, true)
}

async function update(ctx: StackContext, request: Request, table: TableInfo, caller: RestCaller): Promise<Response> {
  const search = new URL(request.url).searchParams
  const body = await readJsonBody(request)
  if (!isPlainObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The request body must be a JSON object')
  const prefer = parsePrefer(request)
  const columns = payloadColumns(table, [body], null)
  const params = new Params()
  const from = `public.${quoteIdent(table.name)}`
  const values = params.add(JSON.stringify(body))
  const where = buildWhere(table, search, params, '_t.')
  if (columns.length === 0) return writeResponse(request, table, prefer, { body: prefer.returnRepresentation ? '[]' : null, n: 0 }, false)
  const sets = columns.map((c) => `${quoteIdent(c)} = _v.${quoteIdent(c)}`).join(', ')
  const statement = `update ${from} as _t set ${sets} from json_populate_record(null::${from}, ${values}::json) as _v${where}`
  const result = await runWrite(ctx, caller, request, statement, representation(table, request, prefer), params, '_t.*')
  return writeResponse(request, table, prefer, result, false)
}

async function remove(ctx: StackContext, request: Request, table: TableInfo, caller: RestCaller): Promise<Response> {
  const search = new URL(request.url).searchParams
  const prefer = parsePrefer(request)
  const params = new Params()
  const where = buildWhere(table, search, params, '_t.')
  const statement = `delete from public.${quoteIdent(table.name)} as _t${where}`
  const result = await runWrite(ctx, caller, request, statement, representation(table, request, prefer), params, '_t.*')
  return writeResponse(request, table, prefer, result, false)
}

async function rpc(ctx: StackContext, schema: SchemaCache, request: Request, name: string, caller: RestCaller) {
  let args: Record<string, unknown>
  const readOnly = request.method === 'GET' || request.method === 'HEAD'
  if (readOnly) {
    args = Object.fromEntries(new URL(request.url).searchParams)
  } else if (request.method === 'POST') {
    const body = await readJsonBody(request)
    if (body !== undefined && !isPlainObject(body)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The arguments must be a JSON object')
    }
    args = body ?? {}
  } else {
    throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions')
  }
  const names = Object.keys(args)
  const fn = await schema.function(name, names)
  if (!fn) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${names.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${names.join(', ') || 'none'}, but no matches were found in the schema cache.`,
    )
  }
  const params = new Params()
  let call: string
  let from = ''
  if (readOnly || names.length === 0) {
    // GET: each argument is a query-string value, given as text for PostgreSQL to read as its parameter's type.
    const argSql = names.map((n) => `${quoteIdent(n)} => ${params.add(args[n] === undefined ? null : String(args[n]))}`).join(', ')
    call = `public.${quoteIdent(fn.name)}(${argSql})`
  } else {
    // POST: as PostgREST does (src/PostgREST/Query/QueryBuilder.hs, callPlanToQuery with JsonArgs), the JSON body
    // is read by json_to_record with each parameter's declared type, so a JSON array reaches a uuid[] or int[]
    // parameter as an array and an object reaches json/jsonb as it is.
    const columns = names.map((n) => `${quoteIdent(n)} ${fn.argTypes.get(n) ?? 'text'}`).join(', ')
    from = ` from json_to_record(${params.add(JSON.stringify(args))}::json) as pgrst_body(${columns})`
    call = `public.${quoteIdent(fn.name)}(${names.map((n) => `${quoteIdent(n)} => pgrst_body.${quoteIdent(n)}`).join(', ')})`
  }
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]')::text as body${from ? `${from} cross join lateral` : ' from'} ${call} _r`
    : fn.returnsVoid
      ? `select ${call}${from}`
      : `select to_json(${call})::text as body${from}`
  const [result] = await runAsCaller(ctx.db, settings(caller, readOnly), [{ text: sql, params: params.values }])
  const body = result!.rows[0]?.[0]
  if (fn.returnsVoid) return new Response(null, { status: 204, headers: JSON_HEADERS })
  return new Response(body ?? 'null', { status: 200, headers: JSON_HEADERS })
}
