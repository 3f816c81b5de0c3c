import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { liveEventsInsertPart } from '../../db/live-events.ts'
import { joinValues, namedStatement, rowList } from '../../db/named-statements.ts'
import { conversationMessages, conversationReports, conversations, userBlocks } from '../../db/schema/index.ts'

export type Executor = Database | Transaction
export type ConversationRow = typeof conversations.$inferSelect
export type MessageRow = typeof conversationMessages.$inferSelect
export type ReportRow = typeof conversationReports.$inferSelect

/** Which side of a thread a user is on, and the columns of each side. */
export type Side = 'asker' | 'provider'
export const sideOf = (row: ConversationRow, userId: string): Side | undefined =>
  row.askerId === userId ? 'asker' : row.providerId === userId ? 'provider' : undefined
export const otherOf = (row: ConversationRow, side: Side) => (side === 'asker' ? row.providerId : row.askerId)
export const readSeqOf = (row: ConversationRow, side: Side) =>
  side === 'asker' ? row.askerReadSeq : row.providerReadSeq

const mine = (userId: string) => or(eq(conversations.askerId, userId), eq(conversations.providerId, userId))

/**
 * The hot path's write (decision 073, then 080: one statement, no transaction around it; 083: the messages that
 * arrive together, each to a thread of its own, in one statement): for each message, the thread's new state (last
 * seq and time, the sender's read position, whether the provider wrote, the recipient's notice position when this
 * message starts their unread run), the message, its live event for each party (its `data` as `toMessage` answers
 * it), and the notifications module's parts (the recipient's notice), written only when the message starts the
 * recipient's unread run. A thread's row is updated only when the sender may write in it: a party, the thread
 * open, no block either way, and not a stranger waiting for the provider's answer. Otherwise nothing of that
 * message is written and nothing is answered for it: the caller reads why. Two messages at once in one thread
 * take turns on its row, and the second counts its seq from the first's.
 */
/** A statement part another module writes (a CTE's SQL), held by the message's statement. */
export type StatementPart = SQL

/** A message to send: to which thread, by whom, what; and its notice's values (the notifications' parts). */
export type MessageSend = {
  id: string
  sender: string
  text: string | null
  attachment: unknown
  noticeValues: Record<string, unknown>
}

export function messageSendStatement(
  partsWhen: (when: (about: StatementPart) => StatementPart) => readonly { name: string; sql: StatementPart }[],
) {
  // A notice is about its message's thread: written when that thread's new message starts the recipient's run.
  const parts = partsWhen(
    (about) => sql`exists (select 1 from thread where thread.notify and thread.id::text = ${about})`,
  )
  for (const part of parts) if (!/^[a-z_]+$/.test(part.name)) throw new Error(`a CTE name, not ${part.name}`)
  const statement = namedStatement<MessageRow>(
    'conversations_send',
    () => {
      const next = sql`c.last_seq + 1`
      const message = sql`insert into ${conversationMessages} (conversation_id, seq, sender_id, text, attachment)
        select thread.id, thread.last_seq, thread.sender, thread.text, thread.attachment from thread returning *`
      const messageJson = sql`jsonb_build_object('id', m.id::text, 'conversationId', m.conversation_id, 'seq', m.seq,
        'senderId', m.sender_id, 'text', m.text, 'attachment', m.attachment,
        'createdAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      const live = liveEventsInsertPart(
        sql`select party.id, 'message', jsonb_build_object('conversationId', m.conversation_id, 'message', ${messageJson})
          from message m join thread t on t.id = m.conversation_id, unnest(array[m.sender_id, t.recipient_id]) as party(id)`,
      )
      const further = parts.map((part) => sql`, ${sql.raw(part.name)} as (${part.sql})`)
      return sql`with sent as (
        select * from jsonb_to_recordset(${sql.placeholder('messages')}::jsonb) as s(id uuid, sender uuid, text text, attachment jsonb)
      ), thread as (
        update ${conversations} as c set
          last_seq = ${next},
          last_message_at = now(),
          provider_wrote = c.provider_wrote or c.provider_id = s.sender,
          asker_read_seq = case when c.asker_id = s.sender then ${next} else c.asker_read_seq end,
          provider_read_seq = case when c.provider_id = s.sender then ${next} else c.provider_read_seq end,
          asker_notified_seq = case when c.asker_id <> s.sender and c.asker_notified_seq <= c.asker_read_seq
            then ${next} else c.asker_notified_seq end,
          provider_notified_seq = case when c.provider_id <> s.sender and c.provider_notified_seq <= c.provider_read_seq
            then ${next} else c.provider_notified_seq end
        from sent s
        where c.id = s.id
          and (c.asker_id = s.sender or c.provider_id = s.sender)
          and c.closed_at is null
          and not exists (select 1 from ${userBlocks} b
            where (b.blocker_id = c.asker_id and b.blocked_id = c.provider_id) or (b.blocker_id = c.provider_id and b.blocked_id = c.asker_id))
          and not (c.asker_id = s.sender and c.kind = 'question' and not c.asker_has_booked and not c.provider_wrote and c.last_seq >= 1)
        returning c.id, c.last_seq, s.sender, s.text, s.attachment,
          case when c.asker_id = s.sender then c.provider_id else c.asker_id end as recipient_id,
          case when c.asker_id = s.sender then c.provider_notified_seq else c.asker_notified_seq end = c.last_seq as notify
      ), message as (${message}), message_live as (${live})${sql.join(further)} select * from message`
    },
    getTableColumns(conversationMessages),
  )
  /** Each message as written, or undefined where its sender may not write (each to a thread of its own). */
  return async (executor: Executor, sends: readonly MessageSend[]): Promise<(MessageRow | undefined)[]> => {
    const written = await statement(executor, {
      messages: rowList(
        sends.map(({ id, sender, text, attachment }) => ({ id, sender, text, attachment: attachment ?? null })),
      ),
      ...joinValues(sends.map((send) => send.noticeValues)),
    })
    const byThread = new Map(written.map((message) => [message.conversationId, message]))
    return sends.map((send) => byThread.get(send.id))
  }
}

/**
 * Sends in rounds of one message a thread, in the order given: the statement's UPDATE … FROM updates a thread
 * once, so a second message to it goes in the next round (and counts its seq from the first's).
 */
export function inThreadRounds(
  write: (sends: MessageSend[]) => Promise<(MessageRow | undefined)[]>,
): (sends: MessageSend[]) => Promise<(MessageRow | undefined)[]> {
  return async (sends) => {
    const answers: (MessageRow | undefined)[] = new Array(sends.length)
    let left = sends.map((send, index) => ({ send, index }))
    while (left.length > 0) {
      const threads = new Set<string>()
      const round: typeof left = []
      const later: typeof left = []
      for (const entry of left) {
        if (threads.has(entry.send.id)) later.push(entry)
        else {
          threads.add(entry.send.id)
          round.push(entry)
        }
      }
      const written = await write(round.map((entry) => entry.send))
      round.forEach((entry, position) => {
        answers[entry.index] = written[position]
      })
      left = later
    }
    return answers
  }
}

/** The conversations module's tables: threads, messages, blocks, reports. */
export function createConversationsRepository(db: Database) {
  return {
    db,
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** A thread of the user's (either side), locked for a write when `lock`; with whether a block stands. */
    async findMine(executor: Executor, id: string, userId: string, lock = false) {
      const query = executor
        .select({
          row: conversations,
          blockedByMe: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${userId}
            and b.blocked_id = case when ${conversations.askerId} = ${userId} then ${conversations.providerId} else ${conversations.askerId} end)`,
          blockedByThem: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocked_id = ${userId}
            and b.blocker_id = case when ${conversations.askerId} = ${userId} then ${conversations.providerId} else ${conversations.askerId} end)`,
        })
        .from(conversations)
        .where(and(eq(conversations.id, id), mine(userId)))
      const [found] = await (lock ? query.for('update', { of: conversations }) : query)
      return found && { ...found, blockedByMe: Boolean(found.blockedByMe), blockedByThem: Boolean(found.blockedByThem) }
    },

    async findById(executor: Executor, id: string) {
      const [row] = await executor.select().from(conversations).where(eq(conversations.id, id))
      return row
    },

    async findQuestion(executor: Executor, askerId: string, subjectKind: string, subjectId: string) {
      const [row] = await executor
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.kind, 'question'),
            eq(conversations.askerId, askerId),
            eq(conversations.subjectKind, subjectKind),
            eq(conversations.subjectId, subjectId),
          ),
        )
      return row
    },

    async findForBooking(executor: Executor, bookingId: string) {
      const [row] = await executor
        .select()
        .from(conversations)
        .where(and(eq(conversations.kind, 'booking'), eq(conversations.bookingId, bookingId)))
      return row
    },

    /** Opens a thread; a concurrent open of the same one returns nothing (the caller reads the winner). */
    async insert(executor: Executor, values: typeof conversations.$inferInsert) {
      const [row] = await executor.insert(conversations).values(values).onConflictDoNothing().returning()
      return row
    },

    async update(executor: Executor, id: string, values: Partial<typeof conversations.$inferInsert>) {
      const [row] = await executor.update(conversations).set(values).where(eq(conversations.id, id)).returning()
      return row
    },

    /** The user's threads, newest message first, after the keyset (lastMessageAt, id). */
    async listMine(userId: string, after: { at: Date; id: string } | undefined, limit: number) {
      return db
        .select()
        .from(conversations)
        .where(
          and(
            mine(userId),
            after &&
              or(
                lt(conversations.lastMessageAt, after.at),
                and(eq(conversations.lastMessageAt, after.at), lt(conversations.id, after.id)),
              ),
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit)
    },

    /** Unread messages over all the user's threads. */
    async unreadTotal(executor: Executor, userId: string): Promise<number> {
      const [row] = await executor
        .select({
          count: sql<string>`coalesce(sum(case when ${conversations.askerId} = ${userId}
            then ${conversations.lastSeq} - ${conversations.askerReadSeq}
            else ${conversations.lastSeq} - ${conversations.providerReadSeq} end), 0)`,
        })
        .from(conversations)
        .where(mine(userId))
      return Number(row?.count ?? 0)
    },

    /** The last message of each thread. */
    async lastMessages(rows: ConversationRow[]) {
      const withMessages = rows.filter((row) => row.lastSeq > 0)
      if (withMessages.length === 0) return new Map<string, MessageRow>()
      const found = await db
        .select()
        .from(conversationMessages)
        .where(
          or(
            ...withMessages.map((row) =>
              and(eq(conversationMessages.conversationId, row.id), eq(conversationMessages.seq, row.lastSeq)),
            ),
          ),
        )
      return new Map(found.map((message) => [message.conversationId, message]))
    },

    /** A page of messages before `before` (a seq), newest first from the database. */
    async messages(executor: Executor, conversationId: string, before: number | undefined, limit: number) {
      return executor
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(conversationMessages.seq, before),
          ),
        )
        .orderBy(desc(conversationMessages.seq))
        .limit(limit)
    },

    async allMessages(executor: Executor, conversationId: string) {
      return executor
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(asc(conversationMessages.seq))
    },

    async findMessage(executor: Executor, conversationId: string, messageId: number) {
      const [row] = await executor
        .select()
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.id, messageId)))
      return row
    },

    async block(executor: Executor, blockerId: string, blockedId: string) {
      await executor.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing()
    },

    async unblock(executor: Executor, blockerId: string, blockedId: string) {
      await executor
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    },

    async insertReport(executor: Executor, values: typeof conversationReports.$inferInsert) {
      const [row] = await executor.insert(conversationReports).values(values).returning()
      return row as ReportRow
    },

    async reports(status: string, after: { at: Date; id: string } | undefined, limit: number) {
      return db
        .select()
        .from(conversationReports)
        .where(
          and(
            eq(conversationReports.status, status),
            after &&
              or(
                lt(conversationReports.createdAt, after.at),
                and(eq(conversationReports.createdAt, after.at), lt(conversationReports.id, after.id)),
              ),
          ),
        )
        .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
        .limit(limit)
    },

    async findReport(executor: Executor, id: string) {
      const [row] = await executor.select().from(conversationReports).where(eq(conversationReports.id, id))
      return row
    },

    async closeReport(executor: Executor, id: string, reason: string, at: Date) {
      const [row] = await executor
        .update(conversationReports)
        .set({ status: 'closed', closedAt: at, closeReason: reason })
        .where(and(eq(conversationReports.id, id), eq(conversationReports.status, 'open')))
        .returning()
      return row
    },

    async openReportsCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<string>`count(*)` })
        .from(conversationReports)
        .where(eq(conversationReports.status, 'open'))
      return Number(row?.count ?? 0)
    },

    /**
     * Claims the unread digests due: one side of a thread whose first unread message is older than `before`
     * and whose run was not digested yet. One conditional UPDATE per side, so two processes never both claim.
     */
    async claimDigests(executor: Executor, side: Side, before: Date, limit: number) {
      const readSeq = side === 'asker' ? conversations.askerReadSeq : conversations.providerReadSeq
      const digestSeq = side === 'asker' ? conversations.askerDigestSeq : conversations.providerDigestSeq
      const recipient = side === 'asker' ? conversations.askerId : conversations.providerId
      const due = executor
        .select({ id: conversations.id })
        .from(conversations)
        .innerJoin(
          conversationMessages,
          and(
            eq(conversationMessages.conversationId, conversations.id),
            eq(conversationMessages.seq, sql`${readSeq} + 1`),
          ),
        )
        .where(
          and(
            gt(conversations.lastSeq, readSeq),
            sql`${digestSeq} <= ${readSeq}`,
            lt(conversationMessages.createdAt, before),
            sql`${conversationMessages.senderId} <> ${recipient}`,
          ),
        )
        .limit(limit)
      const set =
        side === 'asker'
          ? { askerDigestSeq: sql`${conversations.lastSeq}` }
          : { providerDigestSeq: sql`${conversations.lastSeq}` }
      return executor
        .update(conversations)
        .set(set)
        .where(and(inArray(conversations.id, due), gt(conversations.lastSeq, readSeq), sql`${digestSeq} <= ${readSeq}`))
        .returning({
          id: conversations.id,
          recipientId: recipient,
          askerId: conversations.askerId,
          providerName: conversations.providerName,
        })
    },
  }
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>
