import { expectTypeOf, it } from 'vitest'

import type * as appEntry from '../../app/entry.server'
import type { AppEntry } from '../../server/index.mjs'

// The production server (server/index.mjs, type-checked with `tsc -p server`) calls the app's server
// build through `AppEntry` (startup, opened, shutdown, and getLoadContext given the values the server
// knows of a request); the app's entry must export that shape, or `npm run typecheck` fails.
it('the app entry exports what the production server calls, with the types it calls them with', () => {
  expectTypeOf<Pick<typeof appEntry, keyof AppEntry>>().toExtend<Required<AppEntry>>()
})
