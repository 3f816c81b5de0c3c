import { type ConsoleSection, consoleSections, isConsoleSection, pathTo } from '@rally/shared'
import { Suspense } from 'react'
import { Loading } from '../../../components/loading.tsx'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { NavLink, useParams } from '../../../lib/router.tsx'
import { sectionViews } from '../sections.ts'

/**
 * /admin, /admin/{section}, /admin/{section}/{recordId}: the operator's console (decision 023). Admins
 * only: anyone else, signed in or not, meets the not-found page, as for any address that is not theirs.
 */
export default function ConsolePage() {
  const { section = 'dashboard', recordId } = useParams()
  return (
    <RequireSignIn>
      {(user) =>
        user.isAdmin && isConsoleSection(section) ? <Console section={section} recordId={recordId} /> : <NotFoundPage />
      }
    </RequireSignIn>
  )
}

function Console({ section, recordId }: { section: ConsoleSection; recordId: string | undefined }) {
  const { t } = useTranslation()
  const View = sectionViews[section]
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-6 lg:flex lg:gap-8 lg:py-8">
      <PageMeta
        title={`${t(`console.sections.${section}`)} · ${t('console.title')}`}
        description={t('console.description')}
      />
      <nav
        aria-label={t('console.navLabel')}
        className="-mx-3 mb-4 overflow-x-auto px-3 lg:mx-0 lg:mb-0 lg:w-52 lg:shrink-0 lg:px-0"
      >
        <p className="mb-2 hidden text-xs font-bold uppercase tracking-wider text-ink-muted lg:block">
          {t('console.title')}
        </p>
        <ul className="flex gap-2 lg:flex-col lg:gap-1">
          {consoleSections.map((name) => (
            <li key={name} className="shrink-0">
              <NavLink
                end
                to={name === 'dashboard' ? pathTo('console') : pathTo('consoleSection', { section: name })}
                className={({ isActive }) =>
                  `flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold lg:rounded-lg ${
                    isActive || (name === section && name !== 'dashboard')
                      ? 'bg-accent text-accent-ink'
                      : 'bg-surface-muted text-ink hover:bg-line lg:bg-transparent'
                  }`
                }
              >
                {t(`console.sections.${name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* The site's layout holds the page's one <main>; the section is its content beside the navigation. */}
      <div className="min-w-0 flex-1">
        <Suspense fallback={<Loading />}>
          <View recordId={recordId} />
        </Suspense>
      </div>
    </div>
  )
}
