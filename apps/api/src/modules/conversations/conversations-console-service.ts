import {
  type ConsoleReportDetail,
  type ConsoleReportItem,
  type ConsoleReportsQuery,
  type ConversationParty,
  conversationMessages,
  conversationsPageSize,
  type ReportReason,
  type ReportStatus,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { recordAudit } from '../../db/audit-log.ts'
import type { ConversationsRepository, ReportRow } from './conversations-repository.ts'
import type { ConversationPorts } from './conversations-service.ts'
import { toMessage } from './conversations-service.ts'

const reportNotFound = () => new AppError('NOT_FOUND', conversationMessages.reportNotFound)
/** The most messages of a reported thread the console shows (the newest). */
const consoleMessageLimit = 200

/**
 * The operators' side of the conversations (decision 073): reports, and the reported threads only. Reading a
 * reported thread is recorded in the audit log in the same transaction as the read.
 */
export function createConversationsConsoleService({
  repository,
  ports,
  clock = () => new Date(),
}: {
  repository: ConversationsRepository
  ports: Pick<ConversationPorts, 'names'>
  clock?: () => Date
}) {
  async function items(rows: ReportRow[]): Promise<ConsoleReportItem[]> {
    const names = await ports.names(rows.flatMap((row) => [row.reporterId, row.reportedId]))
    const party = (id: string): ConversationParty => ({
      id,
      name: names.get(id)?.name ?? 'Rally member',
      picture: names.get(id)?.picture ?? null,
    })
    return rows.map((row) => ({
      id: row.id,
      status: row.status as ReportStatus,
      reason: row.reason as ReportReason,
      note: row.note,
      reporter: party(row.reporterId),
      reported: party(row.reportedId),
      conversationId: row.conversationId,
      messageId: row.messageId === null ? null : String(row.messageId),
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      closeReason: row.closeReason,
    }))
  }

  async function detail(operator: Auth, id: string, action: 'report.read' | 'report.close', reason?: string) {
    // The names are read after the transaction: a read outside it while it holds the one connection of an
    // embedded database (PGlite) would wait for it forever.
    const { report, thread, page } = await repository.transaction(async (tx) => {
      let report = await repository.report(id, tx)
      if (!report) throw reportNotFound()
      if (action === 'report.close') {
        const closed = await repository.closeReport(tx, id, operator.userId, reason ?? '', clock())
        if (!closed) throw new AppError('REPORT_ALREADY_CLOSED', conversationMessages.reportClosed)
        report = closed
      }
      const thread = await repository.conversation(report.conversationId, tx)
      if (!thread) throw reportNotFound()
      const page = await repository.messages(thread.id, consoleMessageLimit, undefined, tx)
      await recordAudit(tx, operator, {
        action,
        entityType: 'conversation_report',
        entityId: id,
        before: null,
        after: { conversationId: thread.id, status: report.status, messages: page.rows.length },
        reason: reason ?? null,
      })
      return { report, thread, page }
    })
    const [item] = await items([report])
    const names = await ports.names([thread.askerId])
    const parties: ConversationParty[] = [
      { id: thread.askerId, name: names.get(thread.askerId)?.name ?? 'Rally member', picture: null },
      { id: thread.providerId, name: thread.providerName, picture: thread.providerPicture },
    ]
    return {
      ...(item as ConsoleReportItem),
      conversation: {
        id: thread.id,
        kind: thread.kind as 'question' | 'booking',
        closed: thread.closedAt !== null,
        parties,
        messages: page.rows.map(toMessage),
      },
    } satisfies ConsoleReportDetail
  }

  return {
    async list(query: ConsoleReportsQuery) {
      const page = await repository.reports(
        query.status ?? 'open',
        Number(query.limit ?? conversationsPageSize),
        query.cursor,
      )
      return { data: await items(page.rows), nextCursor: page.nextCursor }
    },

    get: (operator: Auth, id: string) => detail(operator, id, 'report.read'),

    closeReport: (operator: Auth, id: string, reason: string) => detail(operator, id, 'report.close', reason),

    /** Closes a thread that was reported (the console reaches no other): it keeps its messages, takes no more. */
    async closeConversation(operator: Auth, id: string, reason: string) {
      await repository.transaction(async (tx) => {
        if (!(await repository.isReported(id, tx))) throw new AppError('NOT_FOUND', conversationMessages.notFound)
        const closed = await repository.closeConversation(tx, id, operator.userId, reason, clock())
        if (!closed) throw new AppError('CONFLICT', conversationMessages.closed)
        await recordAudit(tx, operator, {
          action: 'conversation.close',
          entityType: 'conversation',
          entityId: id,
          before: { closed: false },
          after: { closed: true },
          reason,
        })
      })
    },

    openReportCount: () => repository.openReportCount(),
  }
}

export type ConversationsConsoleService = ReturnType<typeof createConversationsConsoleService>
