import { type PrivateUser, pathTo } from '@rally/shared'
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import {
  HiArrowRightOnRectangle,
  HiArrowTrendingUp,
  HiBriefcase,
  HiCalendarDays,
  HiChartBar,
  HiChevronDown,
  HiClock,
  HiDocumentText,
  HiInboxArrowDown,
  HiPlusCircle,
  HiShieldCheck,
  HiUser,
  HiUserGroup,
} from 'react-icons/hi2'
import { Avatar } from '../../components/avatar.tsx'
import { EmailAddress } from '../../components/email-address.tsx'
import { MessagesHeaderLink } from '../../features/messages/index.ts'
import { NotificationBell } from '../../features/notifications/index.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { fullName } from '../../lib/person-name.ts'
import { Link, useLocation } from '../../lib/router.tsx'
import { useLogout } from './use-logout.ts'

/** The signed-in person's menu in the header: who they are, their profile, and logout. */
export function UserMenu({ user }: { user: PrivateUser }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const logout = useLogout()
  const firstName = user.firstName || t('userMenu.fallbackName')

  // Where the menu was opened. A navigation renders its new path only once the page's code has
  // loaded, so the menu may be opened on the new address before React shows it: that is no reason to close.
  const openedOn = useRef<string | null>(null)
  useEffect(() => {
    if (pathname !== openedOn.current) setOpen(false)
  }, [pathname])
  const toggle = () => {
    openedOn.current = window.location.pathname
    setOpen((isOpen) => !isOpen)
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <>
      {/* The messages icon with the unread count (issue 25): here, in the signed-in person's own chunk, so a
          visitor's first page carries none of it. */}
      <Suspense fallback={<span aria-hidden className="block h-11 w-11 shrink-0" />}>
        <MessagesHeaderLink />
      </Suspense>
      <Suspense fallback={<span aria-hidden className="block h-11 w-11 shrink-0" />}>
        <NotificationBell />
      </Suspense>
      <div ref={containerRef} className="relative">
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className="flex min-h-11 items-center gap-2 rounded-full border border-line py-1 pr-3 pl-1 text-sm font-semibold hover:border-accent"
        >
          <Avatar src={user.picture} className="h-8 w-8" />
          {/* On a phone the bell and the messages icon need the room: the name stays for screen readers. */}
          <span className="max-w-24 truncate max-sm:sr-only">{firstName}</span>
          <span className="sr-only">{t('userMenu.accountMenu')}</span>
          <HiChevronDown aria-hidden className="h-4 w-4 text-ink-muted" />
        </button>
        {open && (
          <div
            id={panelId}
            className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-surface-raised p-2 shadow-xl"
          >
            <div className="flex items-center gap-3 border-b border-line px-3 pt-2 pb-3">
              <Avatar src={user.picture} className="h-10 w-10" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{fullName(user) || firstName}</p>
                <p className="text-sm wrap-anywhere text-ink-muted">
                  <EmailAddress address={user.email} />
                </p>
              </div>
            </div>
            <ul className="pt-2">
              <li>
                <Link
                  to={pathTo('profile')}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-surface-muted"
                >
                  <HiUser aria-hidden className="h-5 w-5 text-ink-muted" />
                  {t('userMenu.profile')}
                </Link>
              </li>
              {accountLinks(user).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-surface-muted"
                  >
                    <link.icon aria-hidden className="h-5 w-5 text-ink-muted" />
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={logout}
                  className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium hover:bg-surface-muted"
                >
                  <HiArrowRightOnRectangle aria-hidden className="h-5 w-5 text-ink-muted" />
                  {t('userMenu.logout')}
                </button>
              </li>
            </ul>
          </div>
        )}
      </div>
    </>
  )
}

/** The same account links inside the phone menu. */
export function MobileAccountLinks({ user }: { user: PrivateUser }) {
  const { t } = useTranslation()
  const logout = useLogout()
  return (
    <div className="mt-2 border-t border-line pt-3">
      <div className="flex items-center gap-3 px-2.5 pb-2">
        <Avatar src={user.picture} className="h-10 w-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{fullName(user)}</p>
          <p className="text-sm wrap-anywhere text-ink-muted">
            <EmailAddress address={user.email} />
          </p>
        </div>
      </div>
      <Link to={pathTo('profile')} className="block rounded-md px-2.5 py-3 text-base font-medium hover:text-accent">
        {t('userMenu.profile')}
      </Link>
      {accountLinks(user).map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="block rounded-md px-2.5 py-3 text-base font-medium hover:text-accent"
        >
          {t(link.label)}
        </Link>
      ))}
      <button
        type="button"
        onClick={logout}
        className="block w-full rounded-md px-2.5 py-3 text-left text-base font-medium hover:text-accent"
      >
        {t('userMenu.logout')}
      </button>
    </div>
  )
}

/**
 * Everyone sees the bookings they made, their progress, the search for a partner to spar up and the jobs
 * they applied to; partners and specialists also the requests made to them; providers (partners, specialists,
 * academies) their dashboard; academies, coaches and admins, who hire, their vacancies; admins the console.
 */
function accountLinks(user: PrivateUser) {
  const hires = user.isAdmin || user.role === 'academy' || user.role === 'coach'
  const provides = user.role === 'coach' || user.role === 'partner' || user.role === 'academy'
  return [
    ...(user.isAdmin ? [{ to: pathTo('console'), label: 'console.title', icon: HiShieldCheck }] : []),
    ...(provides ? [{ to: pathTo('dashboard'), label: 'dashboard.menu', icon: HiChartBar }] : []),
    { to: pathTo('myBookings'), label: 'userMenu.myBookings', icon: HiCalendarDays },
    { to: pathTo('progress'), label: 'progress.menu', icon: HiArrowTrendingUp },
    { to: pathTo('sparUp'), label: 'sparUp.menu', icon: HiUserGroup },
    ...(user.role === 'coach' || user.role === 'partner'
      ? [
          { to: pathTo('inbox'), label: 'userMenu.inbox', icon: HiInboxArrowDown },
          { to: pathTo('availability'), label: 'availability.menu', icon: HiClock },
        ]
      : []),
    { to: pathTo('myApplications'), label: 'jobForms.menu.myApplications', icon: HiDocumentText },
    ...(hires
      ? [
          { to: pathTo('myVacancies'), label: 'jobForms.menu.myVacancies', icon: HiBriefcase },
          { to: pathTo('postJob'), label: 'jobForms.menu.postJob', icon: HiPlusCircle },
        ]
      : []),
  ]
}
