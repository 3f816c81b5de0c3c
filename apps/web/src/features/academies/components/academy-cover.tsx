import clsx from 'clsx'
import { FadeImage } from '../../../components/fade-image.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'

/**
 * The academy's cover picture, or a "No Image" panel when it has none. `priority` for the
 * cover at the top of the academy's page, its largest paint.
 */
export function AcademyCover({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null
  alt: string
  className?: string
  priority?: boolean
}) {
  const { t } = useTranslation()
  if (src) return <FadeImage src={src} alt={alt} className={className} priority={priority} />
  return (
    <div
      className={clsx(
        'flex items-center justify-center bg-surface-muted text-sm font-medium text-ink-muted',
        className,
      )}
    >
      {t('academies.noImage')}
    </div>
  )
}
