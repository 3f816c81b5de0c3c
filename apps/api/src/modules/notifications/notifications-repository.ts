import type { NotificationChannel, NotificationEvent, NotificationItem, NotificationMatrix } from '@rally/shared'
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { liveEventsInsertPart } from '../../db/live-events.ts'
import { notificationPreferences, notifications, whatsappContacts, whatsappOutbox } from '../../db/schema/index.ts'

type Executor = Database | Transaction

export type NotificationRow = typeof notifications.$inferSelect
export type WhatsAppOutboxRow = typeof whatsappOutbox.$inferSelect
export type WhatsAppContactRow = typeof whatsappContacts.$inferSelect
export type PreferenceRow = Pick<typeof notificationPreferences.$inferSelect, 'event' | 'inApp' | 'email' | 'whatsapp'>

/** A new notification and, when the person gets it on WhatsApp, its template message. */
export type NewNotification = { userId: string; event: NotificationEvent; params: Record<string, string>; link: string }
export type NewWhatsAppMessage = { userId: string; to: string; template: string; language: string; params: string[] }

export function toItem(row: NotificationRow): NotificationItem {
  return {
    id: String(row.id),
    event: row.event as NotificationEvent,
    params: row.params,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  }
}

/**
 * New messages are told on WhatsApp at most once in this many minutes a person (decision 075): a live chat
 * would otherwise send a paid template message for every reply; the bell, the header's count and the
 * unread digest tell the rest.
 */
export const messageWhatsAppCooldownMinutes = 60

/**
 * The statement part that writes a new booking's or message's notifications beside it (decision 070):
 * data-modifying CTEs named `notification_rows`, `notification_live` and `notification_whatsapp`, reading the values
 * `notificationRows` and `notificationWhatsApp` (JSON lists). Each person's choices are read in the same
 * statement: an event switched off in-app writes no row, nor does a new message in a conversation whose notice
 * the person has not read yet (one in the bell a conversation); a WhatsApp message needs the channel on, a
 * number, the person's consent and no STOP since; a new message's, none to that person in the cooldown before.
 * The checks of earlier notices are anti-joins on their person's index rows (the event's condition inside them), so
 * that they cost a few index reads however many notices there are. `when`, a condition on the statement's
 * earlier parts and on what a row is about (its `about`: a message's conversation), writes a row only when it
 * holds (a message's notice only when the message starts the recipient's unread run, which its own statement
 * decides for each message it writes, decision 083).
 */
export function notificationsParts(when: (about: SQL) => SQL = () => sql`true`): { name: string; sql: SQL }[] {
  return [
    {
      name: 'notification_rows',
      sql: sql`insert into ${notifications} (user_id, event, params, link) select r.user_id, r.event, r.params, r.link from jsonb_to_recordset(${sql.placeholder(
        'notificationRows',
      )}::jsonb) as r(user_id uuid, event text, params jsonb, link text, about text) where (${when(sql`r.about`)}) and coalesce((select p.in_app from ${notificationPreferences} p where p.user_id = r.user_id and p.event = r.event), true) and not exists (select 1 from ${notifications} n where r.event = 'message_received' and n.user_id = r.user_id and n.read_at is null and n.event = 'message_received' and n.params->>'conversationId' = r.params->>'conversationId') returning id, user_id, event, params, link, created_at`,
    },
    {
      name: 'notification_live',
      sql: liveEventsInsertPart(
        sql`select n.user_id, 'notification', jsonb_build_object('id', n.id::text, 'event', n.event, 'params', n.params, 'link', n.link, 'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'readAt', null) from notification_rows n`,
      ),
    },
    {
      name: 'notification_whatsapp',
      sql: sql`insert into ${whatsappOutbox} (user_id, "to", template, language, params, next_attempt_at) select w.user_id, c.number, w.template, w.language, w.params, ${sql.placeholder(
        'notificationDueAt',
      )}::timestamptz from jsonb_to_recordset(${sql.placeholder(
        'notificationWhatsApp',
      )}::jsonb) as w(user_id uuid, event text, template text, language text, params jsonb, about text) join ${whatsappContacts} c on c.user_id = w.user_id and c.number is not null and c.consent_at is not null and c.stopped_at is null where (${when(sql`w.about`)}) and coalesce((select p.whatsapp from ${notificationPreferences} p where p.user_id = w.user_id and p.event = w.event), true) and not exists (select 1 from ${whatsappOutbox} o where w.event = 'message_received' and o.user_id = w.user_id and o.template = w.template and o.created_at > ${sql.placeholder(
        'notificationDueAt',
      )}::timestamptz - ${sql.raw(`interval '${messageWhatsAppCooldownMinutes} minutes'`)}) returning id`,
    },
  ]
}

/** A new booking's notifications, always written (as each person's choices say). */
export const createdNotificationsParts = notificationsParts()

export function createNotificationsRepository(db: Database) {
  return {
    async insert(tx: Executor, row: NewNotification): Promise<NotificationRow> {
      const [written] = await tx.insert(notifications).values(row).returning()
      return written as NotificationRow
    },

    /** A person's notifications newest first, before the id `before` when given. */
    async list(userId: string, { before, limit }: { before?: number; limit: number }): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)))
        .orderBy(desc(notifications.id))
        .limit(limit)
    },

    async unreadCount(executor: Executor, userId: string): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      return row?.count ?? 0
    },

    /** Which of these ids are the person's own. */
    async ownedIds(tx: Executor, userId: string, ids: number[]): Promise<number[]> {
      const rows = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
      return rows.map((row) => row.id)
    },

    /** Marks read those of `ids` (all when undefined) that are the person's and unread; answers how many. */
    async markRead(tx: Executor, userId: string, ids: number[] | undefined, at: Date): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        )
        .returning({ id: notifications.id })
      return rows.length
    },

    /** Marks read the person's unread new-message notices of a conversation; answers how many. */
    async markConversationRead(tx: Executor, userId: string, conversationId: string, at: Date): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            eq(notifications.event, 'message_received'),
            sql`${notifications.params}->>'conversationId' = ${conversationId}`,
          ),
        )
        .returning({ id: notifications.id })
      return rows.length
    },

    async preferences(executor: Executor, userId: string): Promise<PreferenceRow[]> {
      return executor
        .select({
          event: notificationPreferences.event,
          inApp: notificationPreferences.inApp,
          email: notificationPreferences.email,
          whatsapp: notificationPreferences.whatsapp,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
    },

    async preference(executor: Executor, userId: string, event: NotificationEvent): Promise<PreferenceRow | undefined> {
      const [row] = await executor
        .select({
          event: notificationPreferences.event,
          inApp: notificationPreferences.inApp,
          email: notificationPreferences.email,
          whatsapp: notificationPreferences.whatsapp,
        })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.event, event)))
      return row
    },

    async savePreferences(tx: Executor, userId: string, matrix: NotificationMatrix, at: Date) {
      const rows = Object.entries(matrix).map(([event, channels]) => ({ userId, event, ...channels, updatedAt: at }))
      await tx
        .insert(notificationPreferences)
        .values(rows)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.event],
          set: {
            inApp: sql`excluded.in_app`,
            email: sql`excluded.email`,
            whatsapp: sql`excluded.whatsapp`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
    },

    /** Turns one channel of one event off, keeping the others as they were (or as the defaults say). */
    async switchOff(
      tx: Executor,
      userId: string,
      event: NotificationEvent,
      channel: NotificationChannel,
      defaults: PreferenceRow,
      at: Date,
    ) {
      const column = { inApp: 'in_app', email: 'email', whatsapp: 'whatsapp' }[channel]
      await tx
        .insert(notificationPreferences)
        .values({
          userId,
          event,
          inApp: defaults.inApp,
          email: defaults.email,
          whatsapp: defaults.whatsapp,
          [channel]: false,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.event],
          set: { [channel]: false, updatedAt: at },
        })
      return column
    },

    async contact(executor: Executor, userId: string): Promise<WhatsAppContactRow | undefined> {
      const [row] = await executor.select().from(whatsappContacts).where(eq(whatsappContacts.userId, userId))
      return row
    },

    async saveContact(
      tx: Executor,
      userId: string,
      values: { number: string | null; consentAt: Date | null; stoppedAt: Date | null },
      at: Date,
    ) {
      await tx
        .insert(whatsappContacts)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: whatsappContacts.userId, set: { ...values, updatedAt: at } })
    },

    /** Whether a number replied STOP (or its consent was withdrawn) since a message to it was queued. */
    async mayWriteTo(number: string): Promise<boolean> {
      const rows = await db
        .select({ consentAt: whatsappContacts.consentAt, stoppedAt: whatsappContacts.stoppedAt })
        .from(whatsappContacts)
        .where(eq(whatsappContacts.number, number))
      return rows.some((row) => row.consentAt !== null && row.stoppedAt === null)
    },

    /** A "STOP" from a number: every account with it stops getting WhatsApp. Answers how many. */
    async stopNumber(tx: Executor, number: string, at: Date): Promise<number> {
      const rows = await tx
        .update(whatsappContacts)
        .set({ stoppedAt: at, updatedAt: at })
        .where(and(eq(whatsappContacts.number, number), isNull(whatsappContacts.stoppedAt)))
        .returning({ userId: whatsappContacts.userId })
      return rows.length
    },

    async enqueueWhatsApp(tx: Executor, messages: NewWhatsAppMessage[], dueAt: Date) {
      if (messages.length === 0) return
      await tx.insert(whatsappOutbox).values(messages.map((message) => ({ ...message, nextAttemptAt: dueAt })))
    },

    /** Claims due messages as the mail outbox does: one UPDATE over rows taken FOR UPDATE SKIP LOCKED. */
    async claimDue(now: Date, batchSize: number, leaseUntil: Date): Promise<WhatsAppOutboxRow[]> {
      const due = db
        .select({ id: whatsappOutbox.id })
        .from(whatsappOutbox)
        .where(and(eq(whatsappOutbox.status, 'pending'), lte(whatsappOutbox.nextAttemptAt, now)))
        .orderBy(asc(whatsappOutbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true })
      return db
        .update(whatsappOutbox)
        .set({ attempts: sql`${whatsappOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(and(inArray(whatsappOutbox.id, due), eq(whatsappOutbox.status, 'pending')))
        .returning()
    },

    async markSent(row: WhatsAppOutboxRow, providerMessageId: string, at: Date) {
      await db
        .update(whatsappOutbox)
        .set({ status: 'sent', sentAt: at, providerMessageId, lastError: null })
        .where(ours(row))
    },

    async markRetry(row: WhatsAppOutboxRow, nextAttemptAt: Date, lastError: string) {
      await db.update(whatsappOutbox).set({ nextAttemptAt, lastError }).where(ours(row))
    },

    async markFailed(row: WhatsAppOutboxRow, lastError: string) {
      await db.update(whatsappOutbox).set({ status: 'failed', lastError }).where(ours(row))
    },
  }
}

/** Only the claim that counted this attempt may record its outcome. */
const ours = (row: WhatsAppOutboxRow) =>
  or(and(eq(whatsappOutbox.id, row.id), eq(whatsappOutbox.attempts, row.attempts)))

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
