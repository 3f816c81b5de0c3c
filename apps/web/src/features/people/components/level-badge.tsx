import type { PartnerCard as Partner } from '@rally/shared'
import clsx from 'clsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { playingProfileParts } from '../people-rules.ts'

/** "Level 4 · verified": the partner's Rally level in their sport and how sure it is (issue 26). */
export function LevelBadge({ level, className }: { level: Partner['playerLevel']; className?: string }) {
  const { t } = useTranslation()
  if (!level) return null
  const sure = level.status !== 'self-stated'
  return (
    <span
      data-testid="level-badge"
      className={clsx(
        'inline-flex max-w-full items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold wrap-anywhere',
        sure ? 'border-green-300 bg-green-50 text-green-800' : 'border-line bg-surface-muted text-ink-muted',
        className,
      )}
    >
      {t('levels.badge', { level: level.rallyLevel, status: t(`levels.badgeStatus.${level.status}`) })}
    </span>
  )
}

/** "left-handed · baseline · clay, hard": the playing profile a partner stated, or nothing. */
export function PlayingProfile({ partner, className }: { partner: Partner; className?: string }) {
  const { t } = useTranslation()
  const parts = playingProfileParts(partner)
  if (parts.length === 0) return null
  const text = parts
    .map((part) =>
      part.kind === 'handedness'
        ? t(`levels.handedness.${part.value}`)
        : part.kind === 'style'
          ? t(`levels.styles.${part.value}`)
          : part.values.map((surface) => t(`levels.surfaces.${surface}`)).join(t('levels.listSeparator')),
    )
    .join(' · ')
  return (
    <p data-testid="playing-profile" className={clsx('wrap-anywhere', className)}>
      <span className="sr-only">{t('levels.partnerFields.section')}: </span>
      {text}
    </p>
  )
}
