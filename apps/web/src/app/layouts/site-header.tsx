import { languages, pathTo, type SportSlug, sportHeaderLinks } from '@rally/shared'
import clsx from 'clsx'
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react'
import { HiBars3, HiXMark } from 'react-icons/hi2'
import { useAuth } from '../../lib/auth-store.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { usePreferences } from '../../lib/preferences-store.ts'
import { Link, NavLink, useLocation } from '../../lib/router.tsx'

// The signed-in person's menu loads when someone is signed in: a visitor's first page (most come from a
// shared link) carries neither its code nor its nine icons.
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })))
const MobileAccountLinks = lazy(() =>
  import('./user-menu.tsx').then((module) => ({ default: module.MobileAccountLinks })),
)

/** `named`: the page belongs to `sport` (the logo names it and leads to its home); else a page of the whole site. */
export function SiteHeader({ sport, named }: { sport: SportSlug; named: boolean }) {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname, search } = useLocation()
  const user = useAuth((state) => (state.isAuthenticated ? state.user : null))
  const menuId = useId()
  const otherSport: SportSlug = sport === 'tennis' ? 'badminton' : 'tennis'
  const links = sportHeaderLinks(sport)
  const navRef = useRef<HTMLElement>(null)
  const crowded = useOverflowing(navRef, links.length)
  const otherSportHome = pathTo('landing', { sport: otherSport })
  const signup = pathTo('signup')

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path closes the mobile menu
  useEffect(() => setMenuOpen(false), [pathname])

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    clsx(
      'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors',
      isActive ? 'text-accent' : 'text-ink hover:text-accent',
    )

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link
          to={named ? pathTo('landing', { sport }) : pathTo('home')}
          className="flex shrink-0 items-center gap-2 whitespace-nowrap text-xl font-extrabold tracking-tight"
        >
          <span aria-hidden className="inline-block h-7 w-7 shrink-0 rounded-full bg-accent" />
          <span>{t('app.name')}</span>
          {named && <span className="hidden text-sm font-semibold text-accent sm:inline">{t(`sports.${sport}`)}</span>}
        </Link>

        {/* The links give way to the controls on the right: where a language's words are long (Japanese at 1280 px
            with the signed-in icons made the page 22 px wider than the window), the last links scroll inside the
            bar, as focus brings them in, and the menu button shows beside them with every link. */}
        <nav
          ref={navRef}
          aria-label={t('nav.mainNavigation')}
          className="ml-2 hidden min-w-0 flex-1 items-center overflow-x-auto [scrollbar-width:none] lg:flex [&::-webkit-scrollbar]:hidden"
        >
          {links.map((link) => (
            <NavLink key={link.key} to={link.to} end={link.key === 'home'} className={linkClass}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <Link
            to={otherSportHome}
            className="hidden whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:border-accent sm:inline-block"
          >
            {t('nav.switchSport', { sport: t(`sports.${otherSport}`) })}
          </Link>
          <LanguagePicker className="hidden md:block" />
          {user ? (
            <Suspense fallback={<span aria-hidden className="block h-11 w-11 shrink-0 rounded-full bg-line" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Link
              to={signup}
              // Where to come back to after signing in, unless a page saved a route of its own.
              state={pathname === signup ? undefined : { from: `${pathname}${search}` }}
              className="flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full bg-accent px-4 text-sm font-semibold text-accent-ink hover:opacity-90"
            >
              {t('nav.signUp')}
            </Link>
          )}
          <button
            type="button"
            className={clsx('flex h-11 w-11 items-center justify-center rounded-md', !crowded && 'lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <HiXMark className="h-6 w-6" /> : <HiBars3 className="h-6 w-6" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        // Any link tapped closes the menu, the current page's too (its path does not change).
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click too
        <nav
          id={menuId}
          aria-label={t('nav.mainNavigation')}
          className={clsx('border-t border-line px-4 pb-4', !crowded && 'lg:hidden')}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setMenuOpen(false)
          }}
        >
          <ul className="flex flex-col py-2">
            {links.map((link) => (
              <li key={link.key}>
                <NavLink
                  to={link.to}
                  end={link.key === 'home'}
                  className={({ isActive }) => clsx(linkClass({ isActive }), 'block py-3 text-base')}
                >
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to={otherSportHome} className="block rounded-md px-3 py-3 text-base font-medium hover:text-accent">
                {t('nav.switchSport', { sport: t(`sports.${otherSport}`) })}
              </Link>
            </li>
          </ul>
          <LanguagePicker />
          {user && (
            <Suspense fallback={null}>
              <MobileAccountLinks user={user} />
            </Suspense>
          )}
        </nav>
      )}
    </header>
  )
}

/** Whether the element's content is wider than it (re-measured as it or its children change size). */
function useOverflowing(ref: RefObject<HTMLElement | null>, children: number) {
  const [overflowing, setOverflowing] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: other children are observed when their number changes
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => observer.disconnect()
  }, [ref, children])
  return overflowing
}

function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation()
  const language = usePreferences((state) => state.language)
  const setLanguage = usePreferences((state) => state.setLanguage)
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => setLanguage(event.target.value as typeof language)}
        // As wide as the chosen language's name (not the longest one's), so the links beside it have the room.
        className="field-sizing-content max-w-36 rounded-md border border-line bg-surface px-2 py-1.5 text-sm text-ink"
      >
        {languages.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  )
}
