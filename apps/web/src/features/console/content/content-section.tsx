import { pathTo } from '@rally/shared'
import type { ComponentType } from 'react'
import { useTranslation } from '../../../lib/i18n.tsx'
import { NavLink } from '../../../lib/router.tsx'
import type { SectionProps } from '../section-props.ts'
import { FaqEditor } from './faq-editor.tsx'
import { PremiumAcademies } from './premium-academies.tsx'
import { PressEditor } from './press-editor.tsx'
import { TeamEditor } from './team-editor.tsx'

const tabs = ['team', 'faq', 'press', 'academies'] as const
type Tab = (typeof tabs)[number]
const views: Record<Tab, ComponentType> = {
  team: TeamEditor,
  faq: FaqEditor,
  press: PressEditor,
  academies: PremiumAcademies,
}

/**
 * /admin/content/{tab}: the site's content, edited without a deploy (issue 12). Each tab has its own
 * address (the section's record slot), so a reload or a shared link opens the same list.
 */
export default function ContentSection({ recordId }: SectionProps) {
  const { t } = useTranslation()
  const tab: Tab = tabs.includes(recordId as Tab) ? (recordId as Tab) : 'team'
  const View = views[tab]
  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title" className="mb-1 text-2xl font-extrabold">
        {t('consoleContent.title')}
      </h1>
      <p className="mb-4 text-ink-muted">{t('consoleContent.intro')}</p>
      <nav aria-label={t('consoleContent.tabsLabel')} className="-mx-3 mb-5 overflow-x-auto px-3">
        <ul className="flex gap-2 border-b border-line">
          {tabs.map((name) => (
            <li key={name} className="shrink-0">
              <NavLink
                to={pathTo('consoleRecord', { section: 'content', recordId: name })}
                aria-current={name === tab ? 'page' : undefined}
                className={`-mb-px flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${
                  name === tab ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {t(`consoleContent.tabs.${name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <View />
    </section>
  )
}
