// `node --import ./scripts/loop-probe.mjs server/index.mjs …`: measures how long the HTTP server's main
// thread is blocked, for `npm run bench:scale` (docs/decisions/018-waitlist-at-scale.md). Never loaded
// by the server itself.
//
// SIGUSR2 starts a window; the next SIGUSR2 ends it and prints one line to stdout:
//   [loop-probe] {"delayMaxMs":…,"delayP99Ms":…,"delayP50Ms":…,"utilization":…,"longTasks":…,
//                 "longTaskMs":…,"longestMs":…,"profile":"…"|null}
// - delay*: perf_hooks.monitorEventLoopDelay (how late a timer fired, sampled every 10 ms);
// - utilization: the share of the window the loop was running JavaScript (eventLoopUtilization);
// - turnCpu*: the main thread's CPU time per turn of the event loop (a 1 ms timer's firings, the
//   thread's CPU clock from /proc): the longest turn is how long the thread was blocked, measured in
//   its own CPU time, so the same on an idle machine and a busy one (Linux only, null elsewhere);
// - gc*: garbage collections (PerformanceObserver 'gc'): how many, their total and longest pause;
// - processCpuMs / mainThreadCpuMs: CPU time the whole process (main thread, database worker, zlib and
//   GC threads) and its main thread alone used in the window: unlike the delays, not inflated when the
//   machine is shared, so per request they compare runs at different loads;
// - longTasks: turns that kept the loop busy more than 50 ms (a 5 ms ticker that came back late), their
//   total and the longest. A turn the OS did not schedule counts too, so on a loaded machine these
//   include its waits; the CPU profile does not.
// - with LOOP_PROBE_PROFILE_DIR set, the window's main-thread CPU profile (inspector) is written there,
//   summarised by `node scripts/cpu-profile-top.mjs <file>`.

import { closeSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { join } from 'node:path'
import { createHistogram, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks'

/** CPU time (ms) of this process's main thread, from Linux's /proc (null elsewhere): load-independent. */
function mainThreadCpuMs() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/**
 * The main thread's CPU time in nanoseconds, read from /proc/self/task/<tid>/schedstat (Linux; its
 * first field is the time the thread ran). An open file read again at offset 0: a few microseconds.
 */
function threadClock() {
  let fd
  try {
    fd = openSync(`/proc/self/task/${process.pid}/schedstat`, 'r')
  } catch {
    return null
  }
  const buffer = Buffer.alloc(128)
  return {
    read() {
      const n = readSync(fd, buffer, 0, buffer.length, 0)
      return Number(buffer.toString('latin1', 0, n).split(' ', 1)[0])
    },
    close: () => closeSync(fd),
  }
}

const LONG_MS = 50
const TICK_MS = 5
const profileDir = process.env.LOOP_PROBE_PROFILE_DIR

/** @type {{ histogram: import('node:perf_hooks').IntervalHistogram, elu: ReturnType<typeof performance.eventLoopUtilization>, ticker: NodeJS.Timeout, long: { count: number, total: number, longest: number }, session: Session | null } | null} */
let current = null

const post = (session, method, params) =>
  new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))))

async function start() {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  const long = { count: 0, total: 0, longest: 0 }
  let last = performance.now()
  const ticker = setInterval(() => {
    const now = performance.now()
    const late = now - last - TICK_MS
    last = now
    if (late > LONG_MS) {
      long.count += 1
      long.total += late
      long.longest = Math.max(long.longest, late)
    }
  }, TICK_MS)
  // A 1 ms timer fires at most once per turn of the loop; the thread's CPU time between two firings
  // is what one turn (or, when idle, nothing) cost: how long a request that arrived meanwhile waited
  // for the thread, whatever else the machine was doing.
  const clock = threadClock()
  const turns = createHistogram()
  /** The turns over LONG_MS of CPU: [start, end] on the monotonic clock in µs (a CPU profile's clock). */
  const heavy = { count: 0, spans: [] }
  let turnTicker = null
  if (clock) {
    let before = clock.read()
    let beforeAt = process.hrtime.bigint()
    turnTicker = setInterval(() => {
      const now = clock.read()
      const at = process.hrtime.bigint()
      const us = Math.max(1, Math.round((now - before) / 1000))
      turns.record(us)
      if (us > LONG_MS * 1000) {
        heavy.count += 1
        if (heavy.spans.length < 50) heavy.spans.push([Number(beforeAt / 1000n), Number(at / 1000n)])
      }
      before = now
      beforeAt = at
    }, 1)
  }
  let session = null
  if (profileDir) {
    session = new Session()
    session.connect()
    await post(session, 'Profiler.enable')
    await post(session, 'Profiler.setSamplingInterval', { interval: 500 })
    await post(session, 'Profiler.start')
  }
  // Garbage collections on the main thread: their number, total and longest pause.
  const gc = { count: 0, total: 0, longest: 0 }
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1
      gc.total += entry.duration
      gc.longest = Math.max(gc.longest, entry.duration)
    }
  })
  gcObserver.observe({ entryTypes: ['gc'] })
  current = {
    gc,
    gcObserver,
    histogram,
    elu: performance.eventLoopUtilization(),
    ticker,
    long,
    session,
    cpu: process.cpuUsage(),
    mainCpu: mainThreadCpuMs(),
    clock,
    turns,
    turnTicker,
    heavy,
  }
}

async function stop() {
  const { gc, gcObserver, histogram, elu, ticker, long, session, cpu, mainCpu, clock, turns, turnTicker, heavy } = current
  clearInterval(turnTicker)
  gcObserver.disconnect()
  clock?.close()
  const cpuNow = process.cpuUsage(cpu)
  const mainNow = mainThreadCpuMs()
  current = null
  clearInterval(ticker)
  histogram.disable()
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10
  let profile = null
  if (session) {
    const { profile: data } = await post(session, 'Profiler.stop')
    session.disconnect()
    profile = join(profileDir, `main-${process.pid}-${Date.now()}.cpuprofile`)
    writeFileSync(profile, JSON.stringify(data))
  }
  const report = {
    delayMaxMs: ms(histogram.max),
    delayP99Ms: ms(histogram.percentile(99)),
    delayP50Ms: ms(histogram.percentile(50)),
    utilization: Math.round(performance.eventLoopUtilization(elu).utilization * 1000) / 1000,
    longTasks: long.count,
    longTaskMs: Math.round(long.total),
    longestMs: Math.round(long.longest),
    turnCpuMaxMs: clock ? Math.round(turns.max / 100) / 10 : null,
    turnCpuP99Ms: clock ? Math.round(turns.percentile(99) / 100) / 10 : null,
    turnsOver50Ms: clock ? heavy.count : null,
    longTurns: heavy.spans,
    gcCount: gc.count,
    gcMs: Math.round(gc.total),
    gcLongestMs: Math.round(gc.longest * 10) / 10,
    processCpuMs: Math.round((cpuNow.user + cpuNow.system) / 1000),
    mainThreadCpuMs: mainNow === null || mainCpu === null ? null : Math.round(mainNow - mainCpu),
    profile,
  }
  process.stdout.write(`[loop-probe] ${JSON.stringify(report)}\n`)
}

process.on('SIGUSR2', () => {
  ;(current ? stop() : start()).catch((error) => process.stderr.write(`[loop-probe] ${error}\n`))
})
