import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { isStaticPageLink, staticPagePaths } from '../../app/lib/static-page'
import { BUILD_DIR } from './support/servers'

type BuiltRoute = { id: string; path?: string; parentId?: string; index?: boolean; js?: boolean }

/**
 * The route table as the production build serves it, each route with its handle's `js` flag. Read from
 * the build (one `import` of build/server/index.js in a child Node, about a second) rather than by
 * importing every route module through Vite in a unit test, which took 136 s on a loaded machine
 * (code review 2026-11-29).
 */
function builtRoutes(): BuiltRoute[] {
  const script = `import(${JSON.stringify(resolve(BUILD_DIR, 'server/index.js'))}).then((build) => {
    const routes = Object.values(build.routes).map((route) => ({
      id: route.id, path: route.path, parentId: route.parentId, index: route.index, js: route.module.handle?.js,
    }))
    process.stdout.write(JSON.stringify(routes))
    process.exit(0)
  })`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }))
}

/** Every leaf page with its full English path and whether its route or a layout above it says js: false. */
function pages(routes: BuiltRoute[]): { path: string; staticPage: boolean }[] {
  const byId = new Map(routes.map((route) => [route.id, route]))
  const parents = new Set(routes.map((route) => route.parentId).filter(Boolean))
  return routes
    .filter((route) => !parents.has(route.id))
    .map((route) => {
      const chain: BuiltRoute[] = []
      for (let at: BuiltRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) chain.unshift(at)
      // The `:locale?` prefix (decision 030) is not part of the English path the list names.
      const path = chain
        .map((entry) => (entry.path ?? '').replace(/^:locale\?\/?/, ''))
        .filter(Boolean)
        .join('/')
      return { path: `/${path}`, staticPage: chain.some((entry) => entry.js === false) }
    })
}

describe('the list of pages without JavaScript', () => {
  it('names exactly the built routes whose handle says js: false', () => {
    const found: string[] = []
    const all = pages(builtRoutes())
    expect(all.length).toBeGreaterThan(30)
    for (const page of all) {
      if (page.path.includes('*')) continue
      expect(isStaticPageLink(page.path), page.path).toBe(page.staticPage)
      if (page.staticPage) found.push(page.path)
    }
    expect(found.sort()).toEqual([...staticPagePaths].sort())
  })
})
