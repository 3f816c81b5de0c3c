import type { Database, Transaction } from '../../db/client.ts'

type Executor = Database | Transaction

/** A provider profile's juniors fields, as the module that owns the profile answers for them. */
export type SafeguardingRecord = {
  id: string
  ownerUserId: string | null
  name: string
  worksWithJuniors: boolean
  documentUrl: string | null
  submittedAt: Date | null
  verifiedAt: Date | null
  verifiedBy: string | null
  rejectedAt: Date | null
  rejectedReason: string | null
  updatedAt: Date
}

/** The decision an operator takes on a profile's safeguarding document. */
export type SafeguardingDecision =
  | { verdict: 'verified'; at: Date; by: string }
  | { verdict: 'rejected'; at: Date; by: string; reason: string }

/**
 * What the juniors module asks each provider module (specialists, partners) of its profiles, wired in app.ts:
 * the owner's works-with-juniors choice and document, and the operator's decision. Writes take the caller's
 * transaction, with the audit row beside them.
 */
export type SafeguardingRecords = {
  find(id: string, executor?: Executor): Promise<SafeguardingRecord | undefined>
  /** The owner's choice; a document other than the one decided on clears the decision. */
  set(
    tx: Transaction,
    id: string,
    values: { worksWithJuniors: boolean; documentUrl: string | null; at: Date },
  ): Promise<SafeguardingRecord>
  /** The decision, taken only on a document waiting for one (undefined: it was not waiting). */
  decide(tx: Transaction, id: string, decision: SafeguardingDecision): Promise<SafeguardingRecord | undefined>
  /** Profiles with a document in one state, oldest submission first. */
  list(status: 'pending' | 'verified' | 'rejected', limit: number): Promise<SafeguardingRecord[]>
}

/** The uploads module's check that a file is the caller's own upload (as conversations' AttachmentCheck). */
export type OwnUploadCheck = (url: string, userId: string) => Promise<{ url: string; contentType: string } | undefined>

/** What the juniors module asks bookings: has this person's profile a booked session of this junior? */
export type JuniorSessions = {
  providedTo(juniorId: string, providerUserId: string): Promise<boolean>
}
