import { availableParallelism, loadavg } from 'node:os'

/**
 * How much slower than a quiet machine this run may be (decision 028), the one load-scaled clock of the
 * tests and the checking scripts: the load average per core when the run starts, between 1 and 4, or
 * TEST_TIME_SCALE. Failure bounds (timeouts, deadlines, "quiet for" windows) are quiet-machine figures
 * multiplied by it; nothing waits on the clock for ordering.
 * @returns {number}
 */
export function timeScale() {
  const forced = Number(process.env.TEST_TIME_SCALE)
  if (Number.isFinite(forced) && forced > 0) return forced
  return Math.min(4, Math.max(1, loadavg()[0] / availableParallelism()))
}

/**
 * A failure bound: `ms` measured on a quiet machine, scaled by the load (timeScale), in whole ms.
 * @param {number} ms
 * @returns {number}
 */
export function bound(ms) {
  return Math.round(ms * timeScale())
}
