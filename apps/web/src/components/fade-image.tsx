import clsx from 'clsx'
import { useState } from 'react'

type FadeImageProps = {
  src: string
  alt: string
  className?: string
  /** Shown instead when the picture cannot be loaded (a removed file, a dead link). */
  fallbackSrc?: string
}

/** An image that fades in once loaded, over a pulsing placeholder. */
export function FadeImage({ src, alt, className, fallbackSrc }: FadeImageProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = failedSrc === src && fallbackSrc ? fallbackSrc : src
  const loaded = loadedSrc === shown
  return (
    <div className={clsx('relative overflow-hidden', !loaded && 'animate-pulse bg-surface-muted', className)}>
      <img
        src={shown}
        alt={alt}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoadedSrc(shown)}
        onError={() => setFailedSrc(src)}
        className={clsx(
          'h-full w-full object-cover transition-opacity duration-500',
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  )
}
