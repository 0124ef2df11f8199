import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { fileCycles, fileEdges, folderEdges, formatFolderEdges, type ImportEdge } from '../support/import-graph'

// Which folder of app/ may import which (issue 34; README's code map): the arrows point one way. Read from
// the source with TypeScript's parser, so no module is loaded. `IMPORT_GRAPH=print` prints the folder
// edge table: IMPORT_GRAPH=print npx vitest run tests/unit/import-graph.test.ts (npm run import-graph).
const edges = fileEdges(resolve(import.meta.dirname, '../../app'))
const folders = folderEdges(edges)

if (process.env.IMPORT_GRAPH === 'print') {
  const cycles = fileCycles(edges).map((files) => files.join(' <-> '))
  console.info(`${formatFolderEdges(folders)}\nfile cycles through a type-only import (no run-time effect): ${cycles.join('; ') || 'none'}`)
}

/** The file imports from one folder to another, as `from -> to` lines a failure names. */
function imports(from: string, to: string): string[] {
  return folders
    .filter((edge) => edge.from === from && edge.to === to)
    .flatMap((edge) => edge.edges.map((e: ImportEdge) => `${e.from} -> ${e.to}${e.typeOnly ? ' (type)' : ''}`))
}

describe('the import graph of app/', () => {
  it('is read: the folders import one another', () => {
    expect(edges.length).toBeGreaterThan(500)
    expect(imports('routes', 'components').length).toBeGreaterThan(50)
  })

  it('has no cycle between lib and content: one may import the other, not both', () => {
    const libToContent = imports('lib', 'content')
    const contentToLib = imports('content', 'lib')
    expect(libToContent.length === 0 || contentToLib.length === 0, [...libToContent, ...contentToLib].join('\n')).toBe(true)
  })

  it('keeps server code out of components', () => {
    expect(imports('.server', 'components')).toEqual([])
  })

  it('keeps lib free of server code and components', () => {
    expect(imports('lib', '.server')).toEqual([])
    expect(imports('lib', 'components')).toEqual([])
  })

  // A cycle closed only by a type-only import (`import type`) costs nothing at run time; the print shows those.
  it('has no file-level import cycle', () => {
    expect(fileCycles(edges.filter((edge) => !edge.typeOnly))).toEqual([])
  })
})
