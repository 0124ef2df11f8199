import type { ComponentPropsWithoutRef } from 'react'

/** The page's horizontal rhythm: a centred column with side padding. */
export function Container({ className = '', ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`} {...props} />
}
