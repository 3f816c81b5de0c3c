import {
  type NotificationList,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationsReadResponse,
  notificationPaths,
} from '@rally/shared'
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

const notifications = [...accountQueryKey, 'notifications'] as const
/** The API client adds /v1 itself. */
const path = (full: string) => full.replace(/^\/v1/, '')

/**
 * The notifications' reads: keys made here only (decision 042), under the account's key (gone at sign-out).
 * Live events refresh them (use-live-notifications.ts); nothing polls.
 */
export const notificationQueries = {
  all: notifications,
  /** GET /v1/me/notifications (first page): the header's unread count. */
  unreadCount: () =>
    queryOptions({
      queryKey: [...notifications, 'unread-count'],
      queryFn: ({ signal }) =>
        apiRequest<NotificationList>(`${path(notificationPaths.list)}?limit=1`, { signal }).then(
          (body) => body.unreadCount,
        ),
    }),
  /** GET /v1/me/notifications?cursor=: newest first, a page at a time. */
  list: () =>
    infiniteQueryOptions({
      queryKey: [...notifications, 'list'],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<NotificationList>(
          `${path(notificationPaths.list)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
          { signal },
        ),
      getNextPageParam: (page) => page.nextCursor,
    }),
  /** GET /v1/me/notification-settings. */
  settings: () =>
    queryOptions({
      queryKey: [...notifications, 'settings'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: NotificationSettings }>(path(notificationPaths.settings), { signal }).then(
          (body) => body.data,
        ),
    }),
}

/** POST /v1/me/notifications/read-all: the count goes to nought here and, live, in the person's other tabs. */
export function useMarkAllRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<NotificationsReadResponse>(path(notificationPaths.readAll), { method: 'POST' }).then(
        (body) => body.data.unreadCount,
      ),
    onSuccess: (unreadCount) => {
      client.setQueryData(notificationQueries.unreadCount().queryKey, unreadCount)
      void client.invalidateQueries({ queryKey: notificationQueries.list().queryKey })
    },
  })
}

/** POST /v1/me/notifications/read {ids}: one notification opened. */
export function useMarkRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<NotificationsReadResponse>(path(notificationPaths.read), { method: 'POST', body: { ids: [id] } }).then(
        (body) => body.data.unreadCount,
      ),
    onSuccess: (unreadCount) => {
      client.setQueryData(notificationQueries.unreadCount().queryKey, unreadCount)
      void client.invalidateQueries({ queryKey: notificationQueries.list().queryKey })
    },
  })
}

/** PUT /v1/me/notification-settings: field errors come back as ApiError.fields. */
export function useSaveNotificationSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      apiRequest<{ data: NotificationSettings }>(path(notificationPaths.settings), { method: 'PUT', body: input }).then(
        (body) => body.data,
      ),
    onSuccess: (settings) => client.setQueryData(notificationQueries.settings().queryKey, settings),
  })
}
