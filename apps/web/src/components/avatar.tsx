import clsx from 'clsx'
import { useState } from 'react'
import { HiUserCircle } from 'react-icons/hi2'

/** A person's picture in a circle, or the default person icon when there is none (or it fails to load). */
export function Avatar({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) {
    return <HiUserCircle aria-hidden className={clsx('shrink-0 text-ink-muted', className)} />
  }
  return (
    <img
      src={src}
      alt=""
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={clsx('shrink-0 rounded-full bg-surface-muted object-cover', className)}
    />
  )
}
