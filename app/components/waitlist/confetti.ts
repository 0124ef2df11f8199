/**
 * The success confetti: 200 pieces over 5 seconds. canvas-confetti is imported dynamically, so it is
 * fetched only after a successful join and is never part of the page's initial JavaScript.
 */
export const CONFETTI_PIECES = 200
export const CONFETTI_DURATION_MS = 5_000
const BURSTS = 20

export async function launchConfetti({ signal }: { signal?: AbortSignal } = {}) {
  const { create } = await import('canvas-confetti')
  if (signal?.aborted) return
  // Our own instance without a Web Worker: the CSP does not allow blob: workers. It adds (and later
  // removes) a full-screen, pointer-events-none canvas; people who prefer reduced motion get none.
  const fire = create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true })
  const perBurst = CONFETTI_PIECES / BURSTS
  for (let i = 0; i < BURSTS; i++) {
    const timer = setTimeout(
      () => {
        void fire({
          particleCount: perBurst,
          spread: 70,
          startVelocity: 40,
          origin: { x: 0.15 + Math.random() * 0.7, y: 0.55 },
        })
      },
      (i * CONFETTI_DURATION_MS) / BURSTS,
    )
    signal?.addEventListener('abort', () => clearTimeout(timer), { once: true })
  }
}
