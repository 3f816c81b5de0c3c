import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onLiveResync, subscribeLive } from '../../lib/live-events.ts'
import { notificationQueries } from './api/queries.ts'

/**
 * Keeps the bell current while a page is open: a new notification adds one to the count and the list is read
 * again; 'notifications-read' (the person marked them read in another tab or device) reads the count again.
 */
export function useLiveNotifications() {
  const client = useQueryClient()
  useEffect(() => {
    const offNew = subscribeLive('notification', () => {
      client.setQueryData(notificationQueries.unreadCount().queryKey, (count: number | undefined) =>
        count === undefined ? undefined : count + 1,
      )
      void client.invalidateQueries({ queryKey: notificationQueries.unreadCount().queryKey })
      void client.invalidateQueries({ queryKey: notificationQueries.list().queryKey })
    })
    const offRead = subscribeLive('notifications-read', () => {
      void client.invalidateQueries({ queryKey: notificationQueries.unreadCount().queryKey })
      void client.invalidateQueries({ queryKey: notificationQueries.list().queryKey })
    })
    // The stream began after the bell's first read: it is read again.
    const offResync = onLiveResync(() => {
      void client.invalidateQueries({ queryKey: notificationQueries.all })
    })
    return () => {
      offNew()
      offRead()
      offResync()
    }
  }, [client])
}
