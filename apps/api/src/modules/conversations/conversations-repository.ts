import { and, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { namedStatement } from '../../db/named-statements.ts'
import { conversationBlocks, conversationMessages, conversationReports, conversations } from '../../db/schema/index.ts'

type Executor = Database | Transaction
export type ConversationRow = typeof conversations.$inferSelect
export type MessageRow = typeof conversationMessages.$inferSelect
export type ReportRow = typeof conversationReports.$inferSelect
export type NewConversation = Pick<
  typeof conversations.$inferInsert,
  'kind' | 'subjectKind' | 'subjectId' | 'bookingId' | 'askerId' | 'providerId' | 'providerName' | 'providerPicture'
>

/** A thread as its reader sees it: the row, and whether either party blocked the other. */
export type ThreadState = ConversationRow & { askerBlocked: boolean; providerBlocked: boolean }

export type SentMessage = {
  id: number
  seq: number
  createdAt: Date
  askerReadSeq: number
  providerReadSeq: number
}

const placeholder = (name: string) => sql.placeholder(name)

/**
 * A message and its thread's update as one statement (decision 073, as decision 070 made a booking one): the
 * thread's next seq is taken by the UPDATE (its row lock orders two senders), the message is written with it,
 * and the refusals that depend on the row (closed; a stranger's second message before the provider answered)
 * are in the UPDATE's WHERE, so nothing is written when they hold. Sent by name.
 */
const sendStatement = namedStatement<SentMessage>(
  'conversation_send_message',
  () => sql`with thread as (
      update conversations set
        last_seq = last_seq + 1,
        updated_at = ${placeholder('now')}::timestamptz,
        asker_read_seq = case when asker_id = ${placeholder('senderId')}::uuid then last_seq + 1 else asker_read_seq end,
        provider_read_seq = case when provider_id = ${placeholder('senderId')}::uuid then last_seq + 1 else provider_read_seq end,
        answered = answered or provider_id = ${placeholder('senderId')}::uuid
      where id = ${placeholder('conversationId')}::uuid
        and closed_at is null
        and (${placeholder('senderId')}::uuid in (asker_id, provider_id))
        and (kind <> 'question' or answered or provider_id = ${placeholder('senderId')}::uuid or last_seq = 0
             or ${placeholder('mayWrite')}::boolean)
      returning id, last_seq, asker_read_seq, provider_read_seq
    ), message as (
      insert into conversation_messages (conversation_id, seq, sender_id, text, attachment, created_at)
      select id, last_seq, ${placeholder('senderId')}::uuid, ${placeholder('text')}::text,
        ${placeholder('attachment')}::jsonb, ${placeholder('now')}::timestamptz
      from thread
      returning id, seq, created_at
    )
    select message.id, message.seq, message.created_at, thread.asker_read_seq, thread.provider_read_seq
    from message, thread`,
  {
    id: conversationMessages.id,
    seq: conversationMessages.seq,
    createdAt: conversationMessages.createdAt,
    askerReadSeq: conversations.askerReadSeq,
    providerReadSeq: conversations.providerReadSeq,
  },
)

const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url')
function decodeCursor(cursor: string): { at: Date; id: string } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|')
  const date = at ? new Date(at) : undefined
  if (!date || Number.isNaN(date.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id)) return undefined
  return { at: date, id }
}

export function createConversationsRepository(db: Database) {
  /** The thread, if this user is one of its two parties, with the blocks between them: one read, prepared once. */
  const threadState = db
    .select({
      ...getTableColumns(conversations),
      askerBlocked: sql<boolean>`exists (select 1 from conversation_blocks b
        where b.blocker_id = ${conversations.askerId} and b.blocked_id = ${conversations.providerId})`,
      providerBlocked: sql<boolean>`exists (select 1 from conversation_blocks b
        where b.blocker_id = ${conversations.providerId} and b.blocked_id = ${conversations.askerId})`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, sql.placeholder('id')),
        or(
          eq(conversations.askerId, sql.placeholder('userId')),
          eq(conversations.providerId, sql.placeholder('userId')),
        ),
      ),
    )
    .prepare('conversation_thread_state')

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async findQuestion(askerId: string, subjectKind: string, subjectId: string) {
      const [row] = await db
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

    async findByBooking(bookingId: string) {
      const [row] = await db.select().from(conversations).where(eq(conversations.bookingId, bookingId))
      return row
    },

    /** A new thread; when another request made the same one first, theirs (the unique indexes decide). */
    async create(values: NewConversation) {
      const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning()
      return row
    },

    async refreshProvider(id: string, providerName: string, providerPicture: string | null) {
      await db.update(conversations).set({ providerName, providerPicture }).where(eq(conversations.id, id))
    },

    async thread(id: string, userId: string): Promise<ThreadState | undefined> {
      const [row] = await threadState.execute({ id, userId })
      return row
    },

    send(
      tx: Executor,
      values: {
        conversationId: string
        senderId: string
        text: string | null
        attachment: unknown
        mayWrite: boolean
        now: Date
      },
    ) {
      return sendStatement(tx, {
        ...values,
        attachment: values.attachment === null ? null : JSON.stringify(values.attachment),
        now: values.now.toISOString(),
      }).then((rows) => rows[0])
    },

    async listFor(userId: string, limit: number, cursor?: string) {
      const after = cursor ? decodeCursor(cursor) : undefined
      const mine = or(eq(conversations.askerId, userId), eq(conversations.providerId, userId))
      const rows = await db
        .select()
        .from(conversations)
        .where(
          and(
            mine,
            after
              ? or(
                  lt(conversations.updatedAt, after.at),
                  and(eq(conversations.updatedAt, after.at), lt(conversations.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(limit + 1)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last.updatedAt, last.id) : null }
    },

    async lastMessages(rows: { id: string; lastSeq: number }[]) {
      const wanted = rows.filter((row) => row.lastSeq > 0)
      if (wanted.length === 0) return new Map<string, MessageRow>()
      const found = await db
        .select()
        .from(conversationMessages)
        .where(
          or(
            ...wanted.map((row) =>
              and(eq(conversationMessages.conversationId, row.id), eq(conversationMessages.seq, row.lastSeq)),
            ),
          ),
        )
      return new Map(found.map((message) => [message.conversationId, message]))
    },

    async unreadTotal(userId: string) {
      const [row] = await db
        .select({
          count: sql<number>`coalesce(sum(case when ${conversations.askerId} = ${userId}
            then ${conversations.lastSeq} - ${conversations.askerReadSeq}
            else ${conversations.lastSeq} - ${conversations.providerReadSeq} end), 0)::int`,
        })
        .from(conversations)
        .where(
          and(
            or(eq(conversations.askerId, userId), eq(conversations.providerId, userId)),
            sql`${conversations.lastSeq} > least(${conversations.askerReadSeq}, ${conversations.providerReadSeq})`,
          ),
        )
      return Number(row?.count ?? 0)
    },

    /** Messages before `before` (a seq), newest `limit` of them, returned oldest first. */
    async messages(conversationId: string, limit: number, before?: number, executor: Executor = db) {
      const rows = await executor
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(conversationMessages.seq, before),
          ),
        )
        .orderBy(desc(conversationMessages.seq))
        .limit(limit + 1)
      const page = rows.slice(0, limit).reverse()
      return { rows: page, nextCursor: rows.length > limit && page[0] ? String(page[0].seq) : null }
    },

    async message(conversationId: string, messageId: number) {
      const [row] = await db
        .select()
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.id, messageId)))
      return row
    },

    /** Moves the reader's position forward (never back, never past the last message); the row after it. */
    async markRead(tx: Executor, id: string, userId: string, seq: number) {
      const [row] = await tx
        .update(conversations)
        .set({
          askerReadSeq: sql`case when ${conversations.askerId} = ${userId}
            then greatest(${conversations.askerReadSeq}, least(${seq}::int, ${conversations.lastSeq}))
            else ${conversations.askerReadSeq} end`,
          providerReadSeq: sql`case when ${conversations.providerId} = ${userId}
            then greatest(${conversations.providerReadSeq}, least(${seq}::int, ${conversations.lastSeq}))
            else ${conversations.providerReadSeq} end`,
        })
        .where(
          and(eq(conversations.id, id), or(eq(conversations.askerId, userId), eq(conversations.providerId, userId))),
        )
        .returning()
      return row
    },

    /** Whether the two have a conversation together (either way round). */
    async sharesConversation(a: string, b: string) {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          or(
            and(eq(conversations.askerId, a), eq(conversations.providerId, b)),
            and(eq(conversations.askerId, b), eq(conversations.providerId, a)),
          ),
        )
        .limit(1)
      return Boolean(row)
    },

    async block(blockerId: string, blockedId: string) {
      await db.insert(conversationBlocks).values({ blockerId, blockedId }).onConflictDoNothing()
    },

    async unblock(blockerId: string, blockedId: string) {
      await db
        .delete(conversationBlocks)
        .where(and(eq(conversationBlocks.blockerId, blockerId), eq(conversationBlocks.blockedId, blockedId)))
    },

    async blockBetween(a: string, b: string) {
      const rows = await db
        .select({ blockerId: conversationBlocks.blockerId })
        .from(conversationBlocks)
        .where(
          or(
            and(eq(conversationBlocks.blockerId, a), eq(conversationBlocks.blockedId, b)),
            and(eq(conversationBlocks.blockerId, b), eq(conversationBlocks.blockedId, a)),
          ),
        )
      return { byA: rows.some((row) => row.blockerId === a), byB: rows.some((row) => row.blockerId === b) }
    },

    async insertReport(values: typeof conversationReports.$inferInsert) {
      const [row] = await db.insert(conversationReports).values(values).returning()
      return row as ReportRow
    },

    async reports(status: 'open' | 'closed', limit: number, cursor?: string) {
      const after = cursor ? decodeCursor(cursor) : undefined
      const rows = await db
        .select()
        .from(conversationReports)
        .where(
          and(
            eq(conversationReports.status, status),
            after
              ? or(
                  lt(conversationReports.createdAt, after.at),
                  and(eq(conversationReports.createdAt, after.at), lt(conversationReports.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id))
        .limit(limit + 1)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null }
    },

    async report(id: string, executor: Executor = db) {
      const [row] = await executor.select().from(conversationReports).where(eq(conversationReports.id, id))
      return row
    },

    async isReported(conversationId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: conversationReports.id })
        .from(conversationReports)
        .where(eq(conversationReports.conversationId, conversationId))
        .limit(1)
      return Boolean(row)
    },

    async openReportCount() {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(conversationReports)
        .where(eq(conversationReports.status, 'open'))
      return Number(row?.count ?? 0)
    },

    async closeReport(tx: Transaction, id: string, operatorId: string, reason: string, now: Date) {
      const [row] = await tx
        .update(conversationReports)
        .set({ status: 'closed', closedAt: now, closedBy: operatorId, closeReason: reason })
        .where(and(eq(conversationReports.id, id), eq(conversationReports.status, 'open')))
        .returning()
      return row
    },

    async conversation(id: string, executor: Executor = db) {
      const [row] = await executor.select().from(conversations).where(eq(conversations.id, id))
      return row
    },

    async closeConversation(tx: Transaction, id: string, operatorId: string, reason: string, now: Date) {
      const [row] = await tx
        .update(conversations)
        .set({ closedAt: now, closedBy: operatorId, closeReason: reason })
        .where(and(eq(conversations.id, id), sql`${conversations.closedAt} is null`))
        .returning()
      return row
    },

    /**
     * Threads where one side has a message unread for `olderThan` and no digest yet: the recipient, the
     * thread and the seq the digest covers. Read without a lock; each is then claimed by claimDigest.
     */
    async dueDigests(olderThan: Date, limit: number) {
      const rows = await db.execute(sql`
        select c.id, side.recipient_id as "recipientId", side.side, c.last_seq as "lastSeq", side.digest_seq as "digestSeq",
          side.read_seq as "readSeq", c.asker_id as "askerId", c.provider_name as "providerName"
        from conversations c
        cross join lateral (values
          ('asker', c.asker_id, c.asker_read_seq, c.asker_digest_seq),
          ('provider', c.provider_id, c.provider_read_seq, c.provider_digest_seq)
        ) as side(side, recipient_id, read_seq, digest_seq)
        where (c.last_seq > c.asker_read_seq or c.last_seq > c.provider_read_seq)
          and c.last_seq > side.read_seq and c.last_seq > side.digest_seq
          and exists (select 1 from conversation_messages m
            where m.conversation_id = c.id and m.seq = greatest(side.read_seq, side.digest_seq) + 1
              and m.created_at <= ${olderThan.toISOString()}::timestamptz)
        limit ${limit}`)
      return (rows as unknown as { rows: DigestDue[] }).rows
    },

    /**
     * Claims one digest by a conditional UPDATE: only the process whose UPDATE still sees the digest position
     * it read moves it, so two processes never both send it. True when this call claimed it.
     */
    async claimDigest(tx: Transaction, due: DigestDue) {
      const column = due.side === 'asker' ? conversations.askerDigestSeq : conversations.providerDigestSeq
      const readColumn = due.side === 'asker' ? conversations.askerReadSeq : conversations.providerReadSeq
      const rows = await tx
        .update(conversations)
        .set(due.side === 'asker' ? { askerDigestSeq: due.lastSeq } : { providerDigestSeq: due.lastSeq })
        .where(
          and(
            eq(conversations.id, due.id),
            eq(column, due.digestSeq),
            sql`${readColumn} < ${due.lastSeq}`,
            sql`${conversations.lastSeq} >= ${due.lastSeq}`,
          ),
        )
        .returning({ id: conversations.id })
      return rows.length > 0
    },

    async messagesByIds(ids: number[]) {
      if (ids.length === 0) return []
      return db.select().from(conversationMessages).where(inArray(conversationMessages.id, ids))
    },
  }
}

export type DigestDue = {
  id: string
  recipientId: string
  side: 'asker' | 'provider'
  lastSeq: number
  digestSeq: number
  readSeq: number
  askerId: string
  providerName: string
}
export type ConversationsRepository = ReturnType<typeof createConversationsRepository>
