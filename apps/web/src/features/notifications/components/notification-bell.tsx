import { useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { HiOutlineBell } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMediaQuery } from '../../../lib/media-query.ts'
import { useLocation } from '../../../lib/router.tsx'
import { notificationQueries } from '../api/queries.ts'
import { useLiveNotifications } from '../use-live-notifications.ts'

// The list loads when the bell is first opened: the header carries only the icon and the count.
const NotificationPanel = lazy(() => import('./notification-panel.tsx'))

/**
 * The header's bell (issue 25): the unread count, kept current live, and the panel of notifications (a popover
 * on a wide screen, a full-screen sheet on a phone). Mounted whenever someone is signed in.
 */
export default function NotificationBell() {
  const { t } = useTranslation()
  useLiveNotifications()
  const unread = useQuery(notificationQueries.unreadCount()).data ?? 0
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  // A phone's sheet covers the screen: it is put in the body, since the header's blur makes the header the box
  // of anything fixed inside it.
  const wide = useMediaQuery('(min-width: 640px)')

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path closes the panel
  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!containerRef.current?.contains(target) && !document.getElementById(panelId)?.contains(target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, panelId])

  const panel = (
    <Suspense fallback={null}>
      <NotificationPanel id={panelId} unread={unread} onClose={() => setOpen(false)} />
    </Suspense>
  )

  return (
    <div ref={containerRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="notification-bell"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          'relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted',
          open ? 'text-accent' : 'text-ink',
        )}
      >
        <HiOutlineBell aria-hidden className="h-6 w-6" />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notifications-unread"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (wide ? panel : createPortal(panel, document.body))}
    </div>
  )
}
