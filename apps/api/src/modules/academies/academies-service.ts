import { type Academy, type RegisterAcademyInput, registerAcademyInputSchema, type Sport } from '@rally/shared'
import { type Auth, mayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { AcademiesRepository } from './academies-repository.ts'

export function createAcademiesService({ repository }: { repository: AcademiesRepository }) {
  const toAcademy = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() })

  return {
    async list(category: Sport | undefined): Promise<Academy[]> {
      const rows = await repository.listApproved(category)
      return rows.map(toAcademy)
    },

    /** Approved academies are public; one awaiting approval is shown only to its owner and admins. */
    async get(
      id: string,
      resolveAuth: () => Promise<Auth | null> = async () => null,
    ): Promise<Academy & { isApproved?: boolean }> {
      const row = await repository.findApproved(id)
      if (row) return toAcademy(row)
      // Only a miss costs a session lookup: public reads stay one query.
      const auth = await resolveAuth()
      if (auth) {
        const own = await repository.findWithOwner(id)
        if (own && mayManage(auth, own.ownerUserId)) {
          const { ownerUserId: _owner, ...academy } = own
          return toAcademy(academy)
        }
      }
      throw new AppError('ACADEMY_NOT_FOUND', 'Academy not found')
    },

    /** An academy promoting itself: listed once an admin approves it. */
    async register(auth: Auth, input: RegisterAcademyInput) {
      const fields = registerAcademyInputSchema.parse(input)
      return toAcademy(await repository.insert({ ...fields, ownerUserId: auth.userId, isApproved: false }))
    },
  }
}

export type AcademiesService = ReturnType<typeof createAcademiesService>
