import { availableParallelism, loadavg } from 'node:os'

/**
 * How much slower than a quiet machine this run may be (decision 028): the load average per core
 * when the run starts, between 1 and 4, or TEST_TIME_SCALE. Test and hook timeouts are failure bounds
 * set from the slowest quiet durations and multiplied by it; nothing waits on the clock for ordering.
 */
export function timeScale(): number {
  const forced = Number(process.env.TEST_TIME_SCALE)
  if (Number.isFinite(forced) && forced > 0) return forced
  return Math.min(4, Math.max(1, loadavg()[0]! / availableParallelism()))
}
