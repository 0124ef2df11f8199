import type { Database } from './database'

/** PostgREST's schema cache for the exposed `public` schema: tables, columns, keys and functions. */

export interface TableInfo {
  name: string
  columns: Set<string>
  primaryKey: string[]
}

export interface FunctionInfo {
  name: string
  argNames: string[]
  /** Each input parameter's type as PostgreSQL writes it (`uuid[]`, `jsonb`), by name. */
  argTypes: Map<string, string>
  returnsSet: boolean
  returnsVoid: boolean
}

export class SchemaCache {
  private tables = new Map<string, TableInfo>()
  private functions = new Map<string, FunctionInfo[]>()
  private loaded = false

  constructor(private readonly db: Database) {}

  async reload(): Promise<void> {
    const cols = await this.db.query<{ table_name: string; column_name: string; is_pk: boolean }>(`
      select c.relname as table_name, a.attname as column_name,
             coalesce(a.attnum = any(i.indkey::int2[]), false) as is_pk
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by c.relname, a.attnum`)
    const tables = new Map<string, TableInfo>()
    for (const row of cols.rows) {
      let table = tables.get(row.table_name)
      if (!table) tables.set(row.table_name, (table = { name: row.table_name, columns: new Set(), primaryKey: [] }))
      table.columns.add(row.column_name)
      if (row.is_pk) table.primaryKey.push(row.column_name)
    }
    const fns = await this.db.query<{
      proname: string
      argnames: string[] | null
      argmodes: string[] | null
      argtypes: string[]
      proretset: boolean
      returns_void: boolean
    }>(`
      select p.proname, p.proargnames as argnames, p.proargmodes::text[] as argmodes,
             array(select pg_catalog.format_type(t.oid, null) from unnest(p.proargtypes::oid[]) with ordinality as t(oid, n) order by t.n)
               as argtypes,
             p.proretset, p.prorettype = 'void'::regtype as returns_void
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`)
    const functions = new Map<string, FunctionInfo[]>()
    for (const row of fns.rows) {
      const names = row.argnames ?? []
      // proargtypes lists the input parameters only (IN, INOUT, VARIADIC); proargnames lists every one.
      const inputs = row.argmodes ? names.filter((_, i) => ['i', 'b', 'v'].includes(row.argmodes![i]!)) : names
      const argTypes = new Map(inputs.map((name, i) => [name, row.argtypes[i] ?? 'text']))
      const list = functions.get(row.proname) ?? []
      list.push({ name: row.proname, argNames: names, argTypes, returnsSet: row.proretset, returnsVoid: row.returns_void })
      functions.set(row.proname, list)
    }
    this.tables = tables
    this.functions = functions
    this.loaded = true
  }

  /** The table, reloading once on a miss (a migration or test may have added it since). */
  async table(name: string): Promise<TableInfo | undefined> {
    if (!this.loaded || !this.tables.has(name)) await this.reload()
    return this.tables.get(name)
  }

  async function(name: string, argNames: string[]): Promise<FunctionInfo | undefined> {
    const pick = () =>
      (this.functions.get(name) ?? []).find(
        (f) => argNames.every((a) => f.argNames.includes(a)) && (argNames.length > 0 || f.argNames.length === 0),
      ) ?? (argNames.length === 0 ? this.functions.get(name)?.[0] : undefined)
    if (!this.loaded || !pick()) await this.reload()
    return pick()
  }
}
