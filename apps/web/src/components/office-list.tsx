import type { SiteConfig } from '@rally/shared'
import clsx from 'clsx'
import { useTranslation } from '../lib/i18n.tsx'

/** Rally's offices from the site configuration, country and city in the reader's language (footer and Contact us). */
export function OfficeList({ offices, className }: { offices: SiteConfig['offices']; className?: string }) {
  const { t } = useTranslation()
  return (
    <ul className={clsx('grid grid-cols-2 gap-3', className)}>
      {offices.map((office) => (
        <li key={office.country} className="rounded-lg border border-line p-3">
          <p className="font-semibold">{t(`footer.places.${office.country}`, { defaultValue: office.country })}</p>
          <p className="text-ink-muted">{t(`footer.places.${office.city}`, { defaultValue: office.city })}</p>
        </li>
      ))}
    </ul>
  )
}
