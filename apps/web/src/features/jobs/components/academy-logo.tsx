import clsx from 'clsx'
import { useState } from 'react'
import { academyInitials } from '../job-card-rules.ts'

/** The academy's logo, or its initials on the accent colour when there is none (or it fails to load). */
export function AcademyLogo({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const box = clsx('flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line', className)
  if (!src || failedSrc === src) {
    return (
      <span aria-hidden className={clsx(box, 'bg-accent/15 font-bold text-accent')}>
        {academyInitials(name)}
      </span>
    )
  }
  return (
    <span className={clsx(box, 'bg-white')}>
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="h-full w-full object-contain"
      />
    </span>
  )
}
