import type { Transaction } from '../../db/client.ts'
import type { ConversationsRepository, DigestDue } from './conversations-repository.ts'

/** How long a message stays unread before its recipient gets one e-mail about it. */
export const digestDelayMs = 15 * 60_000
const batch = 100

/** What the digest needs of other modules, wired in app.ts. */
export type DigestPorts = {
  /** The recipient's address, name and language, read in the caller's transaction. */
  contact(
    tx: Transaction,
    userId: string,
  ): Promise<{ email: string; name: string; language: string | null } | undefined>
  /** The other party's name as the recipient sees them. */
  senderName(tx: Transaction, due: DigestDue): Promise<string>
  /** Writes the e-mail through the outbox in the caller's transaction. */
  send(
    tx: Transaction,
    digest: {
      to: string
      name: string
      language: string | null
      senderName: string
      unreadCount: number
      conversationId: string
    },
  ): Promise<void>
  /** The person's choice (the notifications' settings); absent: every digest is sent. */
  digestAllowed?: (tx: Transaction, userId: string) => Promise<boolean>
}

/**
 * The unread digest (decision 073), run by the scheduler every minute: for each thread and side with a
 * message unread for 15 minutes and no digest since, one e-mail. Each is claimed by a conditional UPDATE of
 * the side's digest position in the e-mail's own transaction, so two processes never both send it.
 */
export function createMessageDigest({
  repository,
  ports,
  clock = () => new Date(),
}: {
  repository: ConversationsRepository
  ports: DigestPorts
  clock?: () => Date
}) {
  return {
    async sendDue(): Promise<{ sent: number }> {
      const due = await repository.dueDigests(new Date(clock().getTime() - digestDelayMs), batch)
      let sent = 0
      for (const item of due) {
        const wrote = await repository.transaction(async (tx) => {
          if (!(await repository.claimDigest(tx, item))) return false
          // A person who turned the e-mail off has the run counted as told: no e-mail later for it.
          if (ports.digestAllowed && !(await ports.digestAllowed(tx, item.recipientId))) return false
          const contact = await ports.contact(tx, item.recipientId)
          if (!contact?.email) return false
          await ports.send(tx, {
            to: contact.email,
            name: contact.name,
            language: contact.language,
            senderName: await ports.senderName(tx, item),
            unreadCount: item.lastSeq - Math.max(item.readSeq, 0),
            conversationId: item.id,
          })
          return true
        })
        if (wrote) sent += 1
      }
      return { sent }
    },
  }
}

export type MessageDigest = ReturnType<typeof createMessageDigest>
