import { useEffect, useRef, useState } from 'react'

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-11 text-base',
  lg: 'size-20 text-2xl',
} as const

/**
 * A round avatar: the profile image when it loads, otherwise the initials. The initials sit under the
 * image, so without JavaScript a broken image (empty alt, nothing drawn) still shows them; with
 * JavaScript a failed image is removed.
 */
export function Avatar({
  src,
  initials,
  size = 'sm',
  className = '',
}: {
  src: string | null | undefined
  initials: string
  size?: keyof typeof sizes
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const imgRef = useRef<HTMLImageElement>(null)

  useEffect(() => setFailed(false), [src])
  // The image may have failed before hydration attached onError.
  useEffect(() => {
    const img = imgRef.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [src])

  return (
    <span
      className={`relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-emerald-700 font-semibold text-white ring-2 ring-white ${sizes[size]} ${className}`}
      aria-hidden="true"
      data-avatar
    >
      <span>{initials || 'U'}</span>
      {src && !failed ? (
        <img
          ref={imgRef}
          src={src}
          alt=""
          referrerPolicy="no-referrer"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : null}
    </span>
  )
}
