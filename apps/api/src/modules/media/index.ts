import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { avatarSvg, courtSvg } from './illustrations.ts'

const avatarFile = /^([a-z0-9-]{1,80})\.svg$/i
const courtFile = /^(tennis|badminton)-(\d{1,3})\.svg$/

// The pictures never change for a name, so they are cached for a year.
function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg)
}

/** Serves the generated demo images under /media. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/avatars/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(avatarFile, { error: 'Unknown image' }) }) } },
    async (request, reply) =>
      sendSvg(reply, avatarSvg((avatarFile.exec(request.params.file) as RegExpExecArray)[1] as string)),
  )

  app.get(
    '/media/courts/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(courtFile, { error: 'Unknown image' }) }) } },
    async (request, reply) => {
      const [, sport, variant] = courtFile.exec(request.params.file) as RegExpExecArray
      return sendSvg(reply, courtSvg(sport as 'tennis' | 'badminton', Number(variant)))
    },
  )
}
