import type { TableInfo } from './rest-schema'

/**
 * PostgREST query-string grammar (the subset supabase-js produces) turned into SQL fragments.
 * Identifiers are checked against the schema cache and quoted; values only ever become parameters.
 */

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message)
  }
}

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function parseError(what: string, value: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column 1)`, details)
}

export function checkColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestError(400, '42703', `column ${table.name}.${column} does not exist`)
  }
  return quoteIdent(column)
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!
    if (ch === '\\' && quoted && i + 1 < input.length) {
      current += ch + input[++i]
      continue
    }
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') depth--
    if (ch === ',' && !quoted && depth === 0) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  const v = value.trim()
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1')
  return v
}

/** `select=*`, `select=a,b`, `select=alias:col`. Embedded resources and casts are outside the subset. */
export function buildSelectList(table: TableInfo, select: string | null): string {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*'
  return splitTopLevel(select)
    .map((raw) => {
      const item = raw.trim()
      if (item === '*') return '*'
      if (item.includes('(')) {
        const related = item.slice(0, item.indexOf('(')).split(':').pop()
        throw new RestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${table.name}' and '${related}' in the schema cache`,
          `Searched for a foreign key relationship between '${table.name}' and '${related}' in the schema 'public', but no matches were found.`,
        )
      }
      if (item.includes('->') || item.includes('::'))
        throw parseError('select', select, 'casts and JSON paths are not supported by the embedded stack')
      const colon = item.indexOf(':')
      const alias = colon >= 0 ? unquote(item.slice(0, colon)) : null
      const column = unquote(colon >= 0 ? item.slice(colon + 1) : item)
      if (!column) throw parseError('select', select, 'empty column name')
      const quoted = checkColumn(table, column)
      return alias ? `${quoted} as ${quoteIdent(alias)}` : quoted
    })
    .join(', ')
}

export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
}

/** One filter, e.g. column `email`, value `eq.a@b.c` or `not.in.(1,2)`. */
function buildCondition(table: TableInfo, column: string, expression: string, params: Params, prefix = ''): string {
  const col = prefix + checkColumn(table, column)
  let rest = expression
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot < 0) throw parseError('filter', expression, 'unexpected end of input, expecting operator')
  const op = rest.slice(0, dot)
  const value = rest.slice(dot + 1)
  let sql: string
  if (op in COMPARISON) {
    const bound = op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value
    sql = `${col} ${COMPARISON[op]} ${params.add(bound)}`
  } else if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw parseError('filter', expression, 'expecting "(" and ")" around the list')
    const inner = value.slice(1, -1)
    const items = inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote)
    sql = items.length === 0 ? 'false' : `${col} = any(${params.add(items)})`
  } else if (op === 'is') {
    const target = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[value.toLowerCase()]
    if (!target) throw parseError('filter', expression, 'expecting null, not_null, true, false or unknown')
    sql = `${col} is ${target}`
  } else {
    throw parseError('filter', expression, `unknown or unsupported operator "${op}"`)
  }
  return negate ? `not (${sql})` : sql
}

/** `or=(a.eq.1,b.is.null)` and nested `and(...)`/`or(...)`. */
function buildLogical(table: TableInfo, op: 'or' | 'and', value: string, params: Params, prefix = ''): string {
  if (!value.startsWith('(') || !value.endsWith(')')) throw parseError('logic tree', value, 'expecting "(" and ")"')
  const parts = splitTopLevel(value.slice(1, -1)).map((p) => p.trim())
  const conditions = parts.map((part) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part)
    if (nested) {
      const inner = buildLogical(table, nested[2] as 'and' | 'or', nested[3]!, params, prefix)
      return nested[1] ? `not ${inner}` : inner
    }
    const dot = part.indexOf('.')
    if (dot < 0) throw parseError('logic tree', value, 'expecting column.operator.value')
    return buildCondition(table, part.slice(0, dot), part.slice(dot + 1), params, prefix)
  })
  return `(${conditions.join(op === 'or' ? ' or ' : ' and ')})`
}

/** The WHERE clause from all non-reserved query parameters. */
export function buildWhere(table: TableInfo, search: URLSearchParams, params: Params, prefix = ''): string {
  const conditions: string[] = []
  for (const [key, value] of search) {
    if (RESERVED_PARAMS.has(key)) continue
    if (key === 'or' || key === 'and') conditions.push(buildLogical(table, key, value, params, prefix))
    else if (key === 'not.or' || key === 'not.and')
      conditions.push(`not ${buildLogical(table, key.slice(4) as 'or' | 'and', value, params, prefix)}`)
    else conditions.push(buildCondition(table, key, value, params, prefix))
  }
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''
}

export function buildOrder(table: TableInfo, order: string | null): string {
  if (!order) return ''
  const items = order.split(',').map((item) => {
    const [column, ...modifiers] = item.trim().split('.')
    if (!column) throw parseError('order', order, 'expecting a column name')
    let sql = checkColumn(table, column)
    for (const m of modifiers) {
      if (m === 'asc' || m === 'desc') sql += ` ${m}`
      else if (m === 'nullsfirst') sql += ' nulls first'
      else if (m === 'nullslast') sql += ' nulls last'
      else throw parseError('order', order, `unexpected "${m}"`)
    }
    return sql
  })
  return ` order by ${items.join(', ')}`
}

export function parseNonNegativeInt(name: string, value: string | null): number | null {
  if (value === null) return null
  if (!/^\d{1,9}$/.test(value)) throw parseError(name, value, 'expecting a non-negative integer')
  return Number(value)
}
