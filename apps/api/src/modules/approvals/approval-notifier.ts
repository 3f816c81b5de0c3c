import type { ApprovalQueue, DeclineReasonKey } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'

/** A decision as its e-mail needs it: whom to tell, in which language, about what. */
export type ApprovalNotice = {
  queue: ApprovalQueue
  /** The owner's account address, and how they are greeted. */
  to: string
  name: string
  /** The owner's interface language (users.language): the e-mail is written in it. */
  language: string
  /** What was decided on: a name, a title. */
  title: string
  /** The public page of an approved item (a path of the route table), when it has one. */
  publicPath: string | null
  /** A decline's chosen reason and written text: the reason is e-mailed in the owner's language. */
  reasonKey?: DeclineReasonKey | undefined
  reasonText?: string | undefined
}

/** The decision e-mails, written inside the decision's transaction (the mail module puts them in the outbox). */
export interface ApprovalNotifier {
  approved(tx: Transaction, notice: ApprovalNotice): Promise<void>
  declined(tx: Transaction, notice: ApprovalNotice): Promise<void>
}
