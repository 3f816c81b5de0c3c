import clsx from 'clsx'
import { useTranslation } from 'react-i18next'
import { FadeImage } from '../../../components/fade-image.tsx'

/** The academy's cover picture, or a "No Image" panel when it has none. */
export function AcademyCover({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const { t } = useTranslation()
  if (src) return <FadeImage src={src} alt={alt} className={className} />
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
