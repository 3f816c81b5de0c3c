import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  defaultNotificationMatrix,
  isEmailRequired,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationItem,
  type NotificationList,
  type NotificationMatrix,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationsQuery,
  notificationEvents,
  notificationSettingsInputSchema,
  notificationsPageSize,
  whatsappTemplateNames,
} from '@rally/shared'
import type { TemplateMessage } from '../../adapters/whatsapp/index.ts'
import { whatsappLanguageOf } from '../../adapters/whatsapp/index.ts'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { afterCommit, type Database, type Transaction } from '../../db/client.ts'
import type { LiveEvents } from '../../db/live-events.ts'
import { rowList } from '../../db/named-statements.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import {
  createdNotificationsParts,
  type NewNotification,
  type NotificationsRepository,
  notificationsParts,
  type PreferenceRow,
  toItem,
} from './notifications-repository.ts'

type Executor = Database | Transaction

/** What a notification is: whom it is for, what happened, its params (names, instants) and the page it is about. */
export type Notice = { userId: string; event: NotificationEvent; params: Record<string, string>; link: string }

/**
 * The notifier port other modules use (interfaces of issue 25): `notify` writes the in-app notification and
 * its live event, and the WhatsApp message, each as the person's settings say, in the caller's transaction.
 * E-mails stay with the modules that write them; they ask `allows(tx, userId, event, 'email')` first.
 */
export type Notifier = {
  notify(tx: Transaction, notice: Notice): Promise<void>
  allows(tx: Executor, userId: string, event: NotificationEvent, channel: NotificationChannel): Promise<boolean>
}

/** Notices composed for a writer's one statement (a new booking's, a message's; decision 070): names, values and what to do once written. */
export type NotificationParts = {
  parts: typeof createdNotificationsParts
  /** The same parts, written only when `when` (a condition on the statement's earlier parts) holds. */
  partsWhen: typeof notificationsParts
  compose(
    executor: Executor,
    /** `about`: what the notice is about, for the statement's `when` (a message's conversation). */
    notices: (Notice & { language: string; about?: string })[],
  ): { values: Record<string, unknown>; written(): void }
}

const defaults = (event: NotificationEvent): PreferenceRow => ({ event, ...defaultNotificationMatrix[event] })

/**
 * A session's time as the recipient reads it: their language, the zone the session is kept in. The
 * template's parameters are text, so the server writes it (the web writes its own from `startsAt`).
 */
export function sessionTimeText(startsAt: string, timeZone: string | undefined, language: string): string {
  const date = new Date(startsAt)
  if (Number.isNaN(date.getTime())) return startsAt
  const locale = language === 'zh' ? 'zh-CN' : language === 'pt' ? 'pt-BR' : language
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC'
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date)
  return `${text} (${zone})`
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The template's body parameters for a notice, in order: the other person's name, then the session's time. */
export function templateParams(notice: Pick<Notice, 'event' | 'params'>, language: string): string[] {
  const name = notice.params.name?.trim() || 'Rally'
  if (notice.event === 'message_received') return [name]
  // A request without a time (the partner form asks for none) says so with a dash.
  const startsAt = notice.params.startsAt
  return [name, startsAt ? sessionTimeText(startsAt, notice.params.timeZone, language) : '—']
}

export function whatsappMessageFor(
  notice: Pick<Notice, 'event' | 'params'>,
  to: string,
  language: string,
): TemplateMessage {
  return {
    to,
    template: whatsappTemplateNames[notice.event],
    language: whatsappLanguageOf(language),
    params: templateParams(notice, language),
  }
}

export type UnsubscribeLinks = {
  /** A signed token that turns one event's e-mail off for one person; it does not expire. */
  token(userId: string, event: NotificationEvent): string
  verify(token: string): { userId: string; event: NotificationEvent } | undefined
}

/** Unsubscribe tokens: the user id, the event, and an HMAC of both with the installation's key. */
export function createUnsubscribeLinks(secret: Buffer): UnsubscribeLinks {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32)
  return {
    token(userId, event) {
      const payload = `${userId}.${notificationEvents.indexOf(event)}`
      return `${payload}.${sign(payload)}`
    },
    verify(token) {
      const match = /^([0-9a-f-]{36})\.(\d)\.([A-Za-z0-9_-]{32})$/.exec(token)
      if (!match) return undefined
      const [, userId, index, signature] = match as unknown as [string, string, string, string]
      const expected = Buffer.from(sign(`${userId}.${index}`))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
      const event = notificationEvents[Number(index)]
      return event ? { userId, event } : undefined
    },
  }
}

export function createNotificationsService({
  db,
  repository,
  liveEvents,
  people,
  whatsappOn,
  requestWhatsApp,
  unsubscribeLinks,
  publicUrl = 'http://localhost',
  clock = () => new Date(),
}: {
  db: Database
  repository: NotificationsRepository
  liveEvents: LiveEvents
  people: Pick<UserDirectory, 'contactsOf'>
  /** Whether WhatsApp is configured (the Cloud API or its twin): without it nothing is queued for it. */
  whatsappOn: boolean
  /** Asks for a delivery run of the WhatsApp outbox (after the transaction that wrote to it commits). */
  requestWhatsApp?: () => void
  unsubscribeLinks: UnsubscribeLinks
  /** The address people reach the app at: an e-mail's opt-out link starts with it. */
  publicUrl?: string
  clock?: () => Date
}) {
  async function preference(executor: Executor, userId: string, event: NotificationEvent) {
    return (await repository.preference(executor, userId, event)) ?? defaults(event)
  }

  /** A number WhatsApp may be written to: given, agreed to, not stopped. */
  async function whatsappNumber(executor: Executor, userId: string): Promise<string | undefined> {
    const contact = await repository.contact(executor, userId)
    return contact?.number && contact.consentAt && !contact.stoppedAt ? contact.number : undefined
  }

  const notifier: Notifier = {
    async notify(tx, notice) {
      const chosen = await preference(tx, notice.userId, notice.event)
      if (chosen.inApp) {
        const row = await repository.insert(tx, notice satisfies NewNotification)
        await liveEvents.record(tx, { userId: notice.userId, type: 'notification', data: toItem(row) })
      }
      if (!whatsappOn || !chosen.whatsapp) return
      const to = await whatsappNumber(tx, notice.userId)
      if (!to) return
      const language = (await people.contactsOf([notice.userId], tx)).get(notice.userId)?.language ?? 'en'
      const message = whatsappMessageFor(notice, to, language)
      await repository.enqueueWhatsApp(
        tx,
        [
          {
            userId: notice.userId,
            to,
            template: message.template,
            language: message.language,
            params: [...message.params],
          },
        ],
        clock(),
      )
      if (requestWhatsApp) afterCommit(tx, requestWhatsApp)
    },

    async allows(tx, userId, event, channel) {
      if (channel === 'email' && isEmailRequired(event)) return true
      const chosen = await preference(tx, userId, event)
      if (!chosen[channel]) return false
      if (channel === 'whatsapp') return whatsappOn && (await whatsappNumber(tx, userId)) !== undefined
      return true
    },
  }

  /** The notifications of a new booking, written by the booking's own statement (decision 070). */
  const statementParts: NotificationParts = {
    parts: createdNotificationsParts,
    partsWhen: notificationsParts,
    compose(executor, notices) {
      const rows = notices.map(({ userId, event, params, link, about }) => ({
        user_id: userId,
        event,
        params,
        link,
        about: about ?? null,
      }))
      const whatsapp = whatsappOn
        ? notices.map((notice) => {
            const message = whatsappMessageFor(notice, '', notice.language)
            return {
              user_id: notice.userId,
              event: notice.event,
              template: message.template,
              language: message.language,
              params: message.params,
              about: notice.about ?? null,
            }
          })
        : []
      return {
        values: {
          notificationRows: rowList(rows),
          notificationWhatsApp: rowList(whatsapp),
          notificationDueAt: clock().toISOString(),
        },
        written() {
          for (const notice of notices) liveEvents.announce(executor, notice.userId)
          if (whatsapp.length > 0 && requestWhatsApp) afterCommit(executor, requestWhatsApp)
        },
      }
    },
  }

  async function settingsOf(executor: Executor, userId: string): Promise<NotificationSettings> {
    const [saved, contact] = await Promise.all([
      repository.preferences(executor, userId),
      repository.contact(executor, userId),
    ])
    const channels = structuredClone(defaultNotificationMatrix)
    for (const row of saved) {
      if (row.event in channels) {
        channels[row.event as NotificationEvent] = { inApp: row.inApp, email: row.email, whatsapp: row.whatsapp }
      }
    }
    for (const event of notificationEvents) if (isEmailRequired(event)) channels[event].email = true
    return {
      channels,
      whatsappNumber: contact?.number ?? null,
      whatsappConsentAt: contact?.consentAt?.toISOString() ?? null,
      whatsappStoppedAt: contact?.stoppedAt?.toISOString() ?? null,
    }
  }

  return {
    notifier,
    statementParts,

    async list(auth: Auth, query: NotificationsQuery): Promise<NotificationList> {
      const limit = Number(query.limit ?? notificationsPageSize)
      const before = query.cursor === undefined ? undefined : Number(query.cursor)
      if (before !== undefined && !Number.isSafeInteger(before)) {
        throw new AppError('VALIDATION_FAILED', 'cursor must be the nextCursor of the previous page', {
          cursor: 'cursor must be the nextCursor of the previous page',
        })
      }
      const [rows, unreadCount] = await Promise.all([
        repository.list(auth.userId, { before, limit: limit + 1 }),
        repository.unreadCount(db, auth.userId),
      ])
      const page = rows.slice(0, limit)
      return {
        data: page.map(toItem),
        nextCursor: rows.length > limit ? String(page.at(-1)?.id) : null,
        unreadCount,
      }
    },

    /** Marks the caller's own notifications read; an id that is not theirs (or not there) → 404, nothing marked. */
    async markRead(auth: Auth, ids: string[]): Promise<{ unreadCount: number }> {
      const wanted = [...new Set(ids.map(Number))]
      return db.transaction(async (tx) => {
        const owned = await repository.ownedIds(tx, auth.userId, wanted)
        if (owned.length !== wanted.length) throw new AppError('NOT_FOUND', 'Notification not found')
        const marked = await repository.markRead(tx, auth.userId, wanted, clock())
        if (marked > 0) await liveEvents.record(tx, { userId: auth.userId, type: 'notifications-read', data: {} })
        return { unreadCount: await repository.unreadCount(tx, auth.userId) }
      })
    },

    /** A conversation read to its end: its new-message notices leave the bell (the person's other tabs too). */
    async conversationRead(tx: Transaction, userId: string, conversationId: string): Promise<void> {
      const marked = await repository.markConversationRead(tx, userId, conversationId, clock())
      if (marked > 0) await liveEvents.record(tx, { userId, type: 'notifications-read', data: {} })
    },

    async markAllRead(auth: Auth): Promise<{ unreadCount: number }> {
      return db.transaction(async (tx) => {
        const marked = await repository.markRead(tx, auth.userId, undefined, clock())
        if (marked > 0) await liveEvents.record(tx, { userId: auth.userId, type: 'notifications-read', data: {} })
        return { unreadCount: 0 }
      })
    },

    settings: (auth: Auth) => settingsOf(db, auth.userId),

    /**
     * Saves the matrix, the number and the consent. Consent is kept with the time it was first given (giving
     * it again after a STOP restarts WhatsApp); withdrawing it, or changing the number, clears it.
     */
    async saveSettings(auth: Auth, input: NotificationSettingsInput): Promise<NotificationSettings> {
      const parsed = notificationSettingsInputSchema.parse(input)
      const now = clock()
      return db.transaction(async (tx) => {
        const matrix: NotificationMatrix = structuredClone(parsed.channels)
        for (const event of notificationEvents) if (isEmailRequired(event)) matrix[event].email = true
        await repository.savePreferences(tx, auth.userId, matrix, now)
        const before = await repository.contact(tx, auth.userId)
        const sameNumber = before?.number === parsed.whatsappNumber
        const consentAt = parsed.whatsappConsent
          ? sameNumber && before?.consentAt && !before.stoppedAt
            ? before.consentAt
            : now
          : null
        await repository.saveContact(
          tx,
          auth.userId,
          {
            number: parsed.whatsappNumber,
            consentAt,
            stoppedAt: parsed.whatsappConsent ? null : (before?.stoppedAt ?? null),
          },
          now,
        )
        return settingsOf(tx, auth.userId)
      })
    },

    /** A "STOP" (any case) from a number turns WhatsApp off for it. Answers whether it was a stop. */
    async whatsappReply(from: string, text: string): Promise<boolean> {
      if (text.trim().toUpperCase() !== 'STOP') return false
      const number = `+${from.replace(/^\+/, '')}`
      await db.transaction((tx) => repository.stopNumber(tx, number, clock()))
      return true
    },

    unsubscribeToken: unsubscribeLinks.token,

    /** The signed one-click address that turns one event's e-mail off for one person (List-Unsubscribe). */
    unsubscribeUrl(userId: string, event: NotificationEvent): string {
      return `${publicUrl.replace(/\/+$/, '')}/v1/notifications/unsubscribe?token=${unsubscribeLinks.token(userId, event)}`
    },

    /** The language of the person a link is for (its page is written in it); English for a bad link. */
    async unsubscribeLanguage(token: string): Promise<string> {
      const found = unsubscribeLinks.verify(token)
      if (!found) return 'en'
      return (await people.contactsOf([found.userId])).get(found.userId)?.language ?? 'en'
    },

    /** The signed link's opt-out: that event's e-mail off for that person (a required e-mail cannot be). */
    async unsubscribe(token: string): Promise<{ event: NotificationEvent; language: string }> {
      const found = unsubscribeLinks.verify(token)
      if (!found) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid')
      const language = (await people.contactsOf([found.userId])).get(found.userId)?.language ?? 'en'
      if (!isEmailRequired(found.event)) {
        await db.transaction((tx) =>
          repository.switchOff(tx, found.userId, found.event, 'email', defaults(found.event), clock()),
        )
      }
      return { event: found.event, language }
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
export type { NotificationItem }
