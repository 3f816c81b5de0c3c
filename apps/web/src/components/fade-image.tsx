import clsx from 'clsx'
import { useCallback, useState } from 'react'

type FadeImageProps = {
  src: string
  alt: string
  /** Sets the box's size (an aspect ratio and a width), so nothing moves when the picture arrives. */
  className?: string
  /** Shown instead when the picture cannot be loaded (a removed file, a dead link). */
  fallbackSrc?: string
  /**
   * The page's largest picture at the top (a profile photo): fetched first, at once, and
   * shown without the fade, which would hold back the page's largest paint.
   */
  priority?: boolean
}

/**
 * An image that fades in once loaded, over a pulsing placeholder; below the fold it
 * loads when it comes near the screen.
 */
export function FadeImage({ src, alt, className, fallbackSrc, priority = false }: FadeImageProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = failedSrc === src && fallbackSrc ? fallbackSrc : src
  const loaded = priority || loadedSrc === shown
  // A server-rendered picture can finish (or fail) before React attaches its handlers:
  // then no load event ever reaches it, so ask the element itself once it is attached.
  const checkEarlyLoad = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete) return
      if (img.naturalWidth > 0) setLoadedSrc(shown)
      else if (img.currentSrc || img.src) setFailedSrc(src)
    },
    [shown, src],
  )
  return (
    <div className={clsx('relative overflow-hidden', !loaded && 'animate-pulse bg-surface-muted', className)}>
      <img
        ref={checkEarlyLoad}
        src={shown}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoadedSrc(shown)}
        onError={() => setFailedSrc(src)}
        className={clsx(
          'h-full w-full object-cover',
          !priority && 'transition-opacity duration-500',
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  )
}
