import { errorEnvelopeSchema, type ShowcaseItem, showcaseListSchema, showcaseQuerySchema } from '@rally/shared'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import { partnerShowcaseItems, sparringPartners } from '../../db/schema/index.ts'
import { cachePublicly } from '../../http/caching.ts'

/** Photos and videos of active partners for the landing pages' carousel. */
export function createShowcaseService({ db }: { db: Database }) {
  return {
    async list(category: 'Badminton' | 'Tennis'): Promise<ShowcaseItem[]> {
      const rows = await db
        .select({
          id: partnerShowcaseItems.id,
          type: partnerShowcaseItems.type,
          name: partnerShowcaseItems.name,
          mediaUrl: partnerShowcaseItems.mediaUrl,
          partnerId: sparringPartners.id,
          image: sparringPartners.image,
          firstName: sparringPartners.firstName,
          lastName: sparringPartners.lastName,
          stars: sparringPartners.totalRating,
          city: sparringPartners.city,
          state: sparringPartners.state,
          country: sparringPartners.country,
        })
        .from(partnerShowcaseItems)
        .innerJoin(sparringPartners, eq(sparringPartners.id, partnerShowcaseItems.partnerId))
        .where(and(eq(partnerShowcaseItems.category, category), eq(sparringPartners.status, 'ACTIVE')))
        .orderBy(desc(partnerShowcaseItems.createdAt))
        .limit(60)
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

export const showcaseRoutes: FastifyPluginAsyncZod<{ showcase: ShowcaseService }> = async (app, { showcase }) => {
  app.get(
    '/partner-showcase',
    {
      schema: {
        tags: ['partners'],
        summary: 'Showcase items of active partners of a sport, newest first',
        querystring: showcaseQuerySchema,
        response: { 200: showcaseListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return { data: await showcase.list(request.query.category) }
    },
  )
}
