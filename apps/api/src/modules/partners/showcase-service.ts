import type { ShowcaseItem } from '@rally/shared'
import type { ShowcaseRepository } from './showcase-repository.ts'

/** Photos and videos of active partners for the landing pages' carousel. */
export function createShowcaseService({ repository }: { repository: ShowcaseRepository }) {
  return {
    async list(category: 'Badminton' | 'Tennis'): Promise<ShowcaseItem[]> {
      const rows = await repository.listOfActivePartners(category)
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        name: row.name,
        mediaUrl: row.mediaUrl,
        partner: {
          id: row.partnerId,
          image: row.image,
          firstName: row.firstName,
          lastName: row.lastName,
          stars: row.stars,
          address: { city: row.city, state: row.state, country: row.country },
        },
      }))
    },
  }
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>
