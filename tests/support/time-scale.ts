/**
 * The tests' one load-scaled clock (decision 028), shared with the checking scripts
 * (scripts/lib/time-scale.mjs): `timeScale()` is the load per core at the start, 1 to 4, or
 * TEST_TIME_SCALE; `bound(ms)` scales a quiet-machine failure bound by it. Every timeout in tests/ is
 * written as `bound(...)` (or multiplied by `timeScale()`): eslint.config.js refuses a literal one.
 */
export { bound, timeScale } from '../../scripts/lib/time-scale.mjs'
