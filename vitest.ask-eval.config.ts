import base from './vitest.config'

// `npm run ask:eval`: the golden set through a real language model (scripts/ask-eval.eval.ts, decision 042).
// Only that file (mergeConfig would add it to the unit tests' list, not replace it).
export default { ...base, test: { ...base.test, include: ['scripts/ask-eval.eval.ts'] } }
