import type { PostInput, SettingsInput } from '~/lib/admin-schemas'

import { waitOnClock } from '../platform/admission.server'
import type { Admission } from '../platform/request-context.server'

/** The save's request: its signal (a client that gave up) and the server's admission (decision 015). */
type SaveRequest = { signal?: AbortSignal; admission?: Admission | null }

/** Product spec, section 9: the simulated admin save delay. */
const SIMULATED_SAVE_DELAY_MS = 1000

/**
 * SIMULATED: the admin area has no backend yet (product spec, section 2). Every admin save goes through
 * this module, which waits like a real save would and then stores nothing. Make these real here.
 */
async function simulateSave(request: SaveRequest): Promise<void> {
  // A client that gave up does not need the delay; nothing is stored either way. The wait holds none
  // of the places the server gives form posts (decision 015).
  await waitOnClock(SIMULATED_SAVE_DELAY_MS, request)
}

/** SIMULATED: would create an article or blog post. Persists nothing. */
export async function savePost(_kind: 'articles' | 'blogs', _post: PostInput, request: SaveRequest = {}) {
  await simulateSave(request)
}

/** SIMULATED: would store the site settings (and the API key, encrypted). Persists nothing. */
export async function saveSettings(_settings: SettingsInput, request: SaveRequest = {}) {
  await simulateSave(request)
}
