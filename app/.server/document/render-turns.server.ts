/**
 * One page render per turn of the event loop (docs/decisions/018-waitlist-at-scale.md).
 *
 * A page's React render is one long piece of synchronous JavaScript on the HTTP thread (5-20 ms for a
 * page with the site's header and footer). Renders start when a page's data arrives, and with the
 * database in its worker thread (decision 019) the answers for many pages arrive together: sixteen
 * status views in flight put sixteen renders into the same turn, and a static file or a cached page
 * that arrived meanwhile waited for all of them (hundreds of milliseconds). Here each render waits
 * for its turn: turns are handed out one per pass of the loop's "check" phase (`setImmediate`), in
 * the order asked, so between two renders the loop goes round once and answers what came in. Nothing
 * is refused and nothing waits on I/O for a turn: a render that waits on data after its first pass
 * has already given the turn back.
 */

type Scheduler = (callback: () => void) => void

export function createRenderTurns(schedule: Scheduler = (callback) => void setImmediate(callback)) {
  const waiting: (() => void)[] = []
  let scheduled = false

  function grant() {
    const next = waiting.shift()
    // The next turn is handed out on the loop's next pass, after the work this one starts.
    if (waiting.length > 0) schedule(grant)
    else scheduled = false
    next?.()
  }

  return {
    /** Resolves when it is this render's turn. */
    turn(): Promise<void> {
      return new Promise<void>((resolve) => {
        waiting.push(resolve)
        if (!scheduled) {
          scheduled = true
          schedule(grant)
        }
      })
    },
    waiting: () => waiting.length,
  }
}

const turns = createRenderTurns()

/** The process's render turns (app/entry.server.tsx). */
export const renderTurn = () => turns.turn()
