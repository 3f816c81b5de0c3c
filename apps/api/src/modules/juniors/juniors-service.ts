import {
  isUuid,
  type Junior,
  type JuniorInput,
  type JuniorUpdate,
  juniorAgeIn,
  juniorMessages,
  type ProviderJuniors,
  type SafeguardingInput,
  type SafeguardingKind,
  type SafeguardingStatus,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { recordAudit } from '../../db/audit-log.ts'
import type { Database, Transaction } from '../../db/client.ts'
import type { JuniorSessions, OwnUploadCheck, SafeguardingRecord, SafeguardingRecords } from './junior-ports.ts'
import type { JuniorRow, JuniorsRepository } from './juniors-repository.ts'

type Executor = Database | Transaction

const notFound = () => new AppError('NOT_FOUND', juniorMessages.notFound)
const profileNotFound = () => new AppError('NOT_FOUND', juniorMessages.profileNotFound)

export function statusOf(record: SafeguardingRecord): SafeguardingStatus {
  if (!record.documentUrl) return 'none'
  if (record.verifiedAt) return 'verified'
  if (record.rejectedAt) return 'rejected'
  return 'pending'
}

/** Booked for a junior only when the owner says so and an operator verified the document they sent. */
export const mayWorkWithJuniors = (record: SafeguardingRecord) =>
  record.worksWithJuniors && statusOf(record) === 'verified'

const toProviderJuniors = (kind: SafeguardingKind, record: SafeguardingRecord): ProviderJuniors => ({
  kind,
  id: record.id,
  name: record.name,
  worksWithJuniors: record.worksWithJuniors,
  documentUrl: record.documentUrl,
  status: statusOf(record),
  verifiedAt: record.verifiedAt?.toISOString() ?? null,
  rejectedReason: record.rejectedReason,
  updatedAt: record.updatedAt.toISOString(),
})

/**
 * Juniors (issue 26): a guardian's juniors, the providers' safeguarding documents and the operators' decisions
 * on them, and the checks a booking for a junior must pass.
 */
export function createJuniorsService({
  repository,
  providers,
  ownUpload,
  sessions,
  clock = () => new Date(),
}: {
  repository: JuniorsRepository
  providers: Record<SafeguardingKind, SafeguardingRecords>
  ownUpload: OwnUploadCheck
  sessions: JuniorSessions
  clock?: () => Date
}) {
  const toJunior = (row: JuniorRow): Junior => ({
    id: row.id,
    firstName: row.firstName,
    birthYear: row.birthYear,
    age: juniorAgeIn(clock().getUTCFullYear(), row.birthYear),
    sport: row.sport,
    rallyLevel: row.rallyLevel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  })

  /** The profile and its owner's check: anyone but its owner is told it does not exist. */
  async function ownProfile(auth: Auth, kind: SafeguardingKind, id: string) {
    const record = isUuid(id) ? await providers[kind].find(id) : undefined
    if (!record || record.ownerUserId !== auth.userId) throw profileNotFound()
    return record
  }

  async function decide(
    auth: Auth,
    kind: SafeguardingKind,
    id: string,
    decision: { verdict: 'verified' } | { verdict: 'rejected'; reason: string },
  ): Promise<ProviderJuniors> {
    if (!isUuid(id)) throw profileNotFound()
    return repository.transaction(async (tx) => {
      const before = await providers[kind].find(id, tx)
      if (!before) throw profileNotFound()
      const after = await providers[kind].decide(tx, id, { ...decision, at: clock(), by: auth.userId })
      if (!after) throw new AppError('CONSOLE_ALREADY_DECIDED', juniorMessages.nothingToVerify)
      await recordAudit(tx, auth, {
        action: `safeguarding.${decision.verdict === 'verified' ? 'verify' : 'reject'}`,
        entityType: kind,
        entityId: id,
        before: { status: statusOf(before), documentUrl: before.documentUrl },
        after: { status: statusOf(after), documentUrl: after.documentUrl },
        reason: decision.verdict === 'rejected' ? decision.reason : null,
      })
      return toProviderJuniors(kind, after)
    })
  }

  return {
    list: async (auth: Auth) => (await repository.listOf(auth.userId)).map(toJunior),

    async create(auth: Auth, input: JuniorInput): Promise<Junior> {
      const { rallyLevel, ...values } = input
      return toJunior(await repository.insert(auth.userId, { ...values, rallyLevel: rallyLevel ?? null }))
    },

    async update(auth: Auth, id: string, input: JuniorUpdate): Promise<Junior> {
      const row = isUuid(id) ? await repository.update(id, auth.userId, input, clock()) : undefined
      if (!row) throw notFound()
      return toJunior(row)
    },

    async remove(auth: Auth, id: string): Promise<void> {
      if (!isUuid(id) || !(await repository.softDelete(id, auth.userId, clock()))) throw notFound()
    },

    /** One junior: for their guardian, the provider of a session booked for them, and operators; else 404. */
    async get(auth: Auth, id: string): Promise<Junior> {
      const row = isUuid(id) ? await repository.find(id) : undefined
      if (!row) throw notFound()
      const allowed =
        auth.isAdmin || row.guardianUserId === auth.userId || (await sessions.providedTo(row.id, auth.userId))
      if (!allowed) throw notFound()
      return toJunior(row)
    },

    /**
     * A junior for their guardian or an operator, else undefined: whose whole progress (every coach's reports)
     * they may read. A provider of one session reads that session's report alone.
     */
    async guarded(auth: Auth, id: string): Promise<Junior | undefined> {
      const row = isUuid(id) ? await repository.find(id) : undefined
      if (!row || !(auth.isAdmin || row.guardianUserId === auth.userId)) return undefined
      return toJunior(row)
    },

    /** GET /v1/me/safeguarding/{kind}/{id}: the owner reads their profile's juniors fields and its status. */
    async getSafeguarding(auth: Auth, kind: SafeguardingKind, id: string): Promise<ProviderJuniors> {
      return toProviderJuniors(kind, await ownProfile(auth, kind, id))
    },

    /** PUT /v1/me/safeguarding: the owner's choice, with a document that must be their own upload. */
    async setSafeguarding(auth: Auth, input: SafeguardingInput): Promise<ProviderJuniors> {
      const record = await ownProfile(auth, input.kind, input.id)
      const documentUrl = input.documentUrl === undefined ? record.documentUrl : input.documentUrl
      if (documentUrl && documentUrl !== record.documentUrl) {
        const upload = documentUrl.includes('/uploads/document/')
          ? await ownUpload(documentUrl, auth.userId)
          : undefined
        if (!upload) {
          throw new AppError('VALIDATION_FAILED', juniorMessages.documentNotOwn, {
            documentUrl: juniorMessages.documentNotOwn,
          })
        }
      }
      if (input.worksWithJuniors && !documentUrl) {
        throw new AppError('VALIDATION_FAILED', juniorMessages.documentRequired, {
          documentUrl: juniorMessages.documentRequired,
        })
      }
      const updated = await repository.transaction((tx) =>
        providers[input.kind].set(tx, input.id, {
          worksWithJuniors: input.worksWithJuniors,
          documentUrl: documentUrl ?? null,
          at: clock(),
        }),
      )
      return toProviderJuniors(input.kind, updated)
    },

    /** The console's queue: profiles of both kinds with a document in one state, oldest first. */
    async consoleList(status: 'pending' | 'verified' | 'rejected'): Promise<ProviderJuniors[]> {
      const [coaches, partners] = await Promise.all([
        providers.coach.list(status, 100),
        providers.partner.list(status, 100),
      ])
      const items = [
        ...coaches.map((record) => ({ record, item: toProviderJuniors('coach', record) })),
        ...partners.map((record) => ({ record, item: toProviderJuniors('partner', record) })),
      ]
      const submitted = (record: SafeguardingRecord) => record.submittedAt?.getTime() ?? 0
      return items.sort((a, b) => submitted(a.record) - submitted(b.record)).map(({ item }) => item)
    },

    verify: (auth: Auth, kind: SafeguardingKind, id: string) => decide(auth, kind, id, { verdict: 'verified' }),
    reject: (auth: Auth, kind: SafeguardingKind, id: string, reason: string) =>
      decide(auth, kind, id, { verdict: 'rejected', reason }),

    /** The bookings module's port (BookingJuniors): the checks of a booking for a junior, in its transaction. */
    bookings: {
      async checkBooking(
        executor: Executor,
        request: {
          juniorId: string
          guardianUserId: string | null
          provider: { kind: SafeguardingKind; id: string } | undefined
        },
      ): Promise<void> {
        const junior = request.guardianUserId ? await repository.find(request.juniorId, executor) : undefined
        if (!junior || junior.guardianUserId !== request.guardianUserId) throw notFound()
        const record = request.provider && (await providers[request.provider.kind].find(request.provider.id, executor))
        if (!record || !mayWorkWithJuniors(record)) {
          throw new AppError('PROVIDER_NOT_VERIFIED_FOR_JUNIORS', juniorMessages.providerNotVerified)
        }
      },
      async namesOf(ids: readonly string[]) {
        const year = clock().getUTCFullYear()
        const found = await repository.namesOf(ids)
        return new Map(
          [...found].map(([id, junior]) => [
            id,
            { firstName: junior.firstName, age: juniorAgeIn(year, junior.birthYear) },
          ]),
        )
      },
    },
  }
}

export type JuniorsService = ReturnType<typeof createJuniorsService>
