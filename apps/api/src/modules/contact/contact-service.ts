import type { contactMessageInputSchema, LanguageCode } from '@rally/shared'
import type { z } from 'zod'
import type { Auth } from '../../core/auth.ts'
import type { Transaction } from '../../db/client.ts'
import type { ContactMessageRow, ContactRepository } from './contact-repository.ts'

/** A stored contact message, as the e-mails about it read it. */
export type ContactMessage = ContactMessageRow

type ValidContactMessage = z.output<typeof contactMessageInputSchema>

/** Tells support about a new message and thanks its sender, inside the transaction that stored it. */
export interface ContactNotifier {
  messageReceived(tx: Transaction, message: ContactMessage): Promise<void>
}

export function createContactService({
  repository,
  notifier,
}: {
  repository: ContactRepository
  notifier: ContactNotifier
}) {
  return {
    /** Stores a message from "Contact us"; the support e-mail and the acknowledgement go out if, and only if, it is stored. */
    async send(input: ValidContactMessage, language: LanguageCode, auth: Auth | null) {
      return repository.transaction(async (tx) => {
        const row = await repository.insert(tx, { ...input, language, userId: auth?.userId ?? null })
        await notifier.messageReceived(tx, row)
        return { id: row.id, createdAt: row.createdAt.toISOString() }
      })
    },
  }
}

export type ContactService = ReturnType<typeof createContactService>
