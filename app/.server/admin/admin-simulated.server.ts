import type { PostInput, SettingsInput } from '~/lib/admin-schemas'

import { waitOnClock } from '../platform/admission.server'

/** Product spec, section 9: the simulated admin save delay. */
const SIMULATED_SAVE_DELAY_MS = 1000

/**
 * SIMULATED: the admin area has no backend yet (product spec, section 2). Every admin save goes through
 * this module, which waits like a real save would and then stores nothing. Make these real here.
 */
async function simulateSave(signal?: AbortSignal): Promise<void> {
  // A client that gave up does not need the delay; nothing is stored either way. The wait holds none
  // of the places the server gives form posts (decision 015).
  await waitOnClock(SIMULATED_SAVE_DELAY_MS, signal)
}

/** SIMULATED: would create an article or blog post. Persists nothing. */
export async function savePost(_kind: 'articles' | 'blogs', _post: PostInput, signal?: AbortSignal) {
  await simulateSave(signal)
}

/** SIMULATED: would store the site settings (and the API key, encrypted). Persists nothing. */
export async function saveSettings(_settings: SettingsInput, signal?: AbortSignal) {
  await simulateSave(signal)
}
