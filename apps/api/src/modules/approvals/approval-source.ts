import type { ApprovalField, ApprovalQueue, ApprovalState } from '@rally/shared'
import type { Database, Transaction } from '../../db/client.ts'
import type { CountQuery } from '../../db/count-each.ts'

/** Reads run on the database, or inside the decision's transaction when they must see its change. */
export type Executor = Database | Transaction

/** Where an item is seen by the public once approved, as the route table names it. */
export type PublicLink =
  | { kind: 'specialist'; id: string; category: string }
  | { kind: 'partner'; id: string; sport: string }
  | { kind: 'academy'; id: string; sport: string }
  | { kind: 'blogPost'; username: string; slug: string }
  | { kind: 'news'; id: string }
  | { kind: 'vacancy'; id: string }
  | { kind: 'testimonials' }

/** One item of a queue as its owning module reads it: what the public sees, what only operators see, its state. */
export type ApprovalRecord = {
  id: string
  state: ApprovalState
  title: string
  subtitle: string | null
  imageUrl: string | null
  fields: ApprovalField[]
  text: string | null
  /** The text as the public page renders it, where it is rendered (posts). */
  html?: string | null
  submittedAt: Date
  /** The record's updatedAt (createdAt where it has none): the version an operator opens. */
  version: Date
  /** The account whose item it is: the decision e-mail goes to it (approvals looks the account up). */
  ownerId: string | null
  /** The record's own contact; absent where the owner's account address is the contact. */
  contact?: { email: string | null; phone: string | null }
  documents: { name: string; url: string }[]
  reports: { reason: string; reporterName: string; reporterEmail: string; createdAt: Date }[]
  declineReason: string | null
  link: PublicLink | null
  /** What the decision e-mail names, where it is not the title (a rating names the person rated). */
  noticeTitle?: string
}

export type ApprovalSummaryRow = {
  id: string
  title: string
  subtitle: string | null
  rating: number | null
  submittedAt: Date
}

export type Decision =
  | { kind: 'approve'; version: string; operatorId: string; now: Date }
  | { kind: 'decline'; version: string; operatorId: string; now: Date; reason: string }

/** What changed, for the audit log: the decided fields before and after. */
export type DecisionChange = { before: Record<string, unknown>; after: Record<string, unknown> }

/**
 * One approval queue, implemented by the module that owns the queue's records (modules/README.md,
 * decision 040): the approvals module keeps the registry, the audit row and the e-mails, and never
 * reads another module's tables.
 */
export interface ApprovalSource {
  queue: ApprovalQueue
  /** The audit log's name for the queue's records: `specialist.approve`, `academy.decline`... */
  auditEntity: string
  /** Approving tells nobody (keeping a reported post: its author never heard of the report). */
  quietApproval?: boolean
  /**
   * How many wait, as a query not yet run (one row, one number): the registry asks every queue's in one
   * statement, so the console's counts cost one round trip (decision 051).
   */
  waitingCount(): CountQuery
  /** One page of what waits, oldest first (then by id, so a page is stable). */
  list(page: { limit: number; offset: number }): Promise<ApprovalSummaryRow[]>
  /** One item, waiting or not; undefined when there is no such record. */
  find(id: string, executor?: Executor): Promise<ApprovalRecord | undefined>
  /**
   * The decision, conditioned on the item still waiting at the version the operator opened: the
   * update matches no row when another decision or an edit came first, and answers undefined.
   */
  decide(tx: Transaction, id: string, decision: Decision): Promise<DecisionChange | undefined>
}

/** A person who can be rated, as the ratings queue names them; partners and specialists answer for theirs. */
export type RatedPerson = { id: string; name: string; link: PublicLink }

export interface RatedPeople {
  /** The people among these ids, in one read. */
  rated(ids: readonly string[], executor?: Executor): Promise<RatedPerson[]>
}
