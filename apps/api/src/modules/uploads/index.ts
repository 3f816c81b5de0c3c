import fastifyMultipart from '@fastify/multipart'
import { type UploadKind, uploadQuerySchema, uploadResponseSchema, uploadRules } from '@rally/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../core/errors.ts'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { changesNoPublicAnswer } from '../../http/public-cache.ts'
import { limitOf } from '../../http/rate-limits.ts'
import { fileTooLarge, noFile, type UploadsService } from './uploads-service.ts'

const errors = errorResponses(400, 401, 413, 429)
const largestFile = Math.max(...Object.values(uploadRules).map((rule) => rule.maxBytes))

/** POST /v1/uploads: one file per request, stored under a key the server makes. Register with prefix /v1. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService; authenticator: Authenticator }> = async (
  app,
  { uploads, authenticator },
) => {
  // Registered here, not on the app, so no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: largestFile, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 10 },
  })

  app.post(
    '/uploads',
    {
      config: { ...limitOf('upload'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags: ['uploads'],
        summary:
          'Upload a file (multipart field `file`): avatar and image take JPEG, PNG or WebP up to 5 MB; cv and document take PDF, JPEG or PNG up to 10 MB',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 201: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await authenticator.required(request)
      const { kind } = request.query
      const file = await readFile(app, request, kind)
      return reply.code(201).send({ data: await uploads.upload(kind, file, userId) })
    },
  )
}

/** GET /media/uploads/<key>: the stored files. Register at the root, without a prefix. */
export const uploadedMediaRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.get(
    '/media/uploads/*',
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const file = await uploads.open(request.params['*'])
      return (
        reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', file.contentDisposition)
          .header('x-content-type-options', 'nosniff')
          // A key is never reused for other bytes, so a copy can be kept for good.
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Should a file ever be opened as a page, it runs nothing and reaches nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.body)
      )
    },
  )
}

/** The multipart field `file`, read into memory up to the kind's limit. */
async function readFile(app: FastifyInstance, request: FastifyRequest, kind: UploadKind) {
  if (!request.isMultipart()) throw noFile()
  try {
    const part = await request.file({ limits: { fileSize: uploadRules[kind].maxBytes } })
    if (part?.fieldname !== 'file') throw noFile()
    return { body: await part.toBuffer(), fileName: part.filename }
  } catch (error) {
    if (error instanceof AppError) throw error
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge(kind)
    // Other 4xx from the parser (too many parts, a cut-off body) keep their status.
    if ((error as { statusCode?: number }).statusCode) throw error
    // Busboy's own failures (no boundary, malformed parts) are a bad request, not our fault.
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please choose the file again.')
  }
}
