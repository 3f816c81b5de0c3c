import type { NotificationItem } from '@rally/shared'
import type { Translate } from '../../lib/translator.ts'
import { sessionTime } from '../../lib/zoned-time.ts'

/**
 * A notification's sentence in the reader's language, from its event and params (names and instants only,
 * decision 075): "Asha asked to book a session on Sat 5 Dec, 18:30". A session's time is written in the zone
 * the session is kept in, as the e-mails write it.
 */
export function notificationText(item: NotificationItem, t: Translate, language: string): string {
  const name = item.params.name || t('notifications.someone')
  const startsAt = item.params.startsAt
  let when = ''
  if (startsAt) {
    try {
      when = sessionTime(startsAt, item.params.timeZone || 'UTC', language)
    } catch {
      when = sessionTime(startsAt, 'UTC', language)
    }
  }
  return t(`notifications.events.${item.event}`, { name, when })
}
