import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

import ts from 'typescript'

/**
 * The import graph of app/ (issue 34): every import, `export … from` and `import()` between the app's own
 * files, read with TypeScript's parser (no module is loaded), `~/` resolved to app/ as tsconfig.json says.
 * A folder is the first path segment under app/ (routes, components, content, lib, .server, paraglide,
 * data, …); a file at app/'s top level (root.tsx, routes.ts, entry.server.tsx) is in "(root)".
 */
export type ImportEdge = { from: string; to: string; typeOnly: boolean }

const SOURCE = /\.(tsx?|mjs|js)$/
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return SOURCE.test(name) && !/\.d\.ts$/.test(name) ? [path] : []
  })
}

function resolveSpecifier(appDir: string, fromFile: string, specifier: string): string | undefined {
  const bare = specifier.replace(/[?#].*$/, '')
  let base: string
  if (bare.startsWith('~/')) base = join(appDir, bare.slice(2))
  else if (bare.startsWith('.')) base = resolve(dirname(fromFile), bare)
  else return undefined // a package
  const candidates = [base, base.replace(/\.js$/, '')].flatMap((stem) => EXTENSIONS.map((ext) => stem + ext))
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile())
  // app/paraglide is compiled (npm run i18n:compile) and not in git: a tree checked out from history has none.
  return found ?? (bare.startsWith('~/paraglide/') ? base : undefined)
}

/** The specifiers a file imports, each marked type-only when it brings no value at run time. */
function specifiers(path: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false)
  const found: { specifier: string; typeOnly: boolean }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings
      const allTypes =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: allTypes })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly })
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments
      if (arg && ts.isStringLiteralLike(arg)) found.push({ specifier: arg.text, typeOnly: false })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every import edge between two files of app/ (paths relative to app/, test files left out). */
export function fileEdges(appDir: string): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const file of sourceFiles(appDir)) {
    if (/\.test\.tsx?$/.test(file)) continue
    for (const { specifier, typeOnly } of specifiers(file)) {
      const target = resolveSpecifier(appDir, file, specifier)
      if (!target || !target.startsWith(appDir + '/')) continue
      edges.push({ from: relative(appDir, file), to: relative(appDir, target), typeOnly })
    }
  }
  return edges
}

function folderOf(file: string) {
  const slash = file.indexOf('/')
  return slash === -1 ? '(root)' : file.slice(0, slash)
}

type FolderEdge = { from: string; to: string; files: number; valueFiles: number; edges: ImportEdge[] }

/** Edges between different folders: how many file-to-file imports, and how many of them carry values. */
export function folderEdges(edges: ImportEdge[]): FolderEdge[] {
  const byPair = new Map<string, FolderEdge>()
  for (const edge of edges) {
    const from = folderOf(edge.from)
    const to = folderOf(edge.to)
    if (from === to) continue
    const key = `${from}\0${to}`
    const entry = byPair.get(key) ?? { from, to, files: 0, valueFiles: 0, edges: [] }
    entry.files++
    if (!edge.typeOnly) entry.valueFiles++
    entry.edges.push(edge)
    byPair.set(key, entry)
  }
  return [...byPair.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
}

/** The file-level cycles (strongly connected components of more than one file, or a file importing itself). */
export function fileCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let counter = 0
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the call stack.
  for (const start of next.keys()) {
    if (index.has(start)) continue
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const top = work[work.length - 1]
      const targets = next.get(top.node) ?? []
      if (top.i < targets.length) {
        const to = targets[top.i++]
        if (!index.has(to)) {
          index.set(to, counter)
          low.set(to, counter++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, i: 0 })
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1].node
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!))
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== top.node)
        if (component.length > 1 || targets.includes(top.node)) cycles.push(component.sort())
      }
    }
  }
  return cycles
}

/** The folder edge table as text: one line per pair, `from -> to  files (value)`. */
export function formatFolderEdges(folders: FolderEdge[]) {
  const width = Math.max(...folders.map((edge) => `${edge.from} -> ${edge.to}`.length))
  const lines = folders.map(
    (edge) => `${`${edge.from} -> ${edge.to}`.padEnd(width)}  ${String(edge.files).padStart(4)} (${edge.valueFiles} value)`,
  )
  return [
    `${'edge'.padEnd(width)}  imports (of which carry values)`,
    ...lines,
    `total cross-folder imports: ${folders.reduce((n, e) => n + e.files, 0)}`,
  ].join('\n')
}
