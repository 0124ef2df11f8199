/**
 * The success confetti: 200 pieces over 5 seconds. canvas-confetti is imported dynamically, so it is
 * fetched only after a successful join and is never part of the page's initial JavaScript.
 */
const CONFETTI_PIECES = 200
const CONFETTI_DURATION_MS = 5_000
const BURSTS = 20

export async function launchConfetti({ signal }: { signal?: AbortSignal } = {}) {
  // People who prefer reduced motion get none.
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
  const { create } = await import('canvas-confetti')
  if (signal?.aborted) return
  // Our own full-screen canvas, hidden from assistive technology (it is decoration: the library's
  // own canvas sat in the body outside every landmark, which axe reports), and our own instance
  // without a Web Worker: the CSP does not allow blob: workers.
  const canvas = document.createElement('canvas')
  canvas.setAttribute('aria-hidden', 'true')
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '100' })
  document.body.appendChild(canvas)
  const fire = create(canvas, { resize: true, useWorker: false })
  const remove = () => {
    fire.reset()
    canvas.remove()
  }
  signal?.addEventListener('abort', remove, { once: true })

  const perBurst = CONFETTI_PIECES / BURSTS
  const bursts: Promise<unknown>[] = []
  for (let i = 0; i < BURSTS; i++) {
    bursts.push(
      new Promise<unknown>((resolve) => {
        const timer = setTimeout(
          () => {
            resolve(
              fire({
                particleCount: perBurst,
                spread: 70,
                startVelocity: 40,
                origin: { x: 0.15 + Math.random() * 0.7, y: 0.55 },
              }),
            )
          },
          (i * CONFETTI_DURATION_MS) / BURSTS,
        )
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer)
            resolve(undefined)
          },
          { once: true },
        )
      }),
    )
  }
  // The canvas goes once the last piece has fallen.
  await Promise.all(bursts)
  if (canvas.isConnected) remove()
}
