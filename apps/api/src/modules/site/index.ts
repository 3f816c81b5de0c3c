import { healthSchema, siteConfigSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cachePublicly } from '../../http/caching.ts'
import type { SiteService } from './site-service.ts'

/** Site-wide public settings and the health probes. */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/v1/site-config',
    { schema: { tags: ['site'], summary: 'Contacts, social links and offices', response: { 200: siteConfigSchema } } },
    async (_request, reply) => {
      cachePublicly(reply)
      return site.config()
    },
  )

  // Readiness: the database answers. A load balancer sends traffic only while this is 200.
  app.get('/healthz', { schema: { hide: true, response: { 200: healthSchema } } }, async () => {
    await site.assertReady()
    return { status: 'ok' as const }
  })

  // Liveness: the process serves requests; touches nothing else (also the benchmark's baseline).
  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }))
}
