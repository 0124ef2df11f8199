// `node scripts/cpu-profile-top.mjs <file.cpuprofile> [top]`: where a CPU profile's main thread spent
// its time (self time per function and per package), and its longest busy stretches (consecutive
// samples outside "(idle)", "(program)" and "(garbage collector)" count as busy; GC does too).
// Used with scripts/loop-probe.mjs by `npm run bench:scale -- --profile` (decision 018).

import { readFileSync } from 'node:fs'

/**
 * What ran during the given spans ([start, end] in µs on the profile's clock, e.g. the probe's long
 * turns): self samples per function, most first.
 * @param {any} profile @param {[number, number][]} spans
 */
export function during(profile, spans, top = 15) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map()
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0
    if (!spans.some(([from, to]) => t >= from && t <= to)) continue
    const { functionName, url, lineNumber } = nodes.get(profile.samples[i]).callFrame
    if (functionName === '(idle)' || functionName === '(program)') continue
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + 1)
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top)
}

/** @param {any} profile */
export function summarise(profile, top = 25) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map()
  const byPackage = new Map()
  let total = 0
  let busy = 0
  const stretches = []
  let stretch = 0
  for (let i = 0; i < profile.samples.length; i++) {
    const node = nodes.get(profile.samples[i])
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000
    total += dt
    const { functionName, url, lineNumber } = node.callFrame
    const idle = functionName === '(idle)' || functionName === '(program)'
    if (idle) {
      if (stretch > 0) stretches.push(stretch)
      stretch = 0
      continue
    }
    busy += dt
    stretch += dt
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + dt)
    const pkg = packageOf(url, functionName)
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt)
  }
  if (stretch > 0) stretches.push(stretch)
  stretches.sort((a, b) => b - a)
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top)
  return {
    totalMs: total,
    busyMs: busy,
    longestMs: stretches.slice(0, 5),
    over50: stretches.filter((s) => s > 50).length,
    over20: stretches.filter((s) => s > 20).length,
    self: sorted(self),
    byPackage: sorted(byPackage),
  }
}

function shortUrl(url) {
  if (!url) return ''
  const m = url.match(/node_modules\/(.*)$/)
  if (m) return m[1]
  return url.replace(/^file:\/\/.*?\/(build|server|supabase|scripts|app)\//, '$1/')
}

function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)'
  if (url.startsWith('node:')) return url
  const m = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)
  if (m) return m[1]
  const own = url.match(/\/(build\/server|server|supabase\/local|scripts)\//)
  return own ? own[1] : url
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2]
  if (!file) throw new Error('usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [top]')
  const s = summarise(JSON.parse(readFileSync(file, 'utf8')), Number(process.argv[3] ?? 25))
  const f = (ms) => `${ms.toFixed(0).padStart(7)} ms`
  console.log(`window ${s.totalMs.toFixed(0)} ms, busy ${s.busyMs.toFixed(0)} ms (${((100 * s.busyMs) / s.totalMs).toFixed(0)}%)`)
  console.log(
    `longest busy stretches: ${s.longestMs.map((m) => m.toFixed(1)).join(', ')} ms; over 50 ms: ${s.over50}, over 20 ms: ${s.over20}`,
  )
  console.log('\nself time by package:')
  for (const [k, v] of s.byPackage) console.log(`${f(v)}  ${k}`)
  console.log('\nself time by function:')
  for (const [k, v] of s.self) console.log(`${f(v)}  ${k}`)
}
