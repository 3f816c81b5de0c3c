import fastifyMultipart from '@fastify/multipart'
import {
  createJobInputSchema,
  jobApplicationInputSchema,
  jobApplicationListSchema,
  jobApplicationParamsSchema,
  jobApplicationResponseSchema,
  jobApplicationStatusInputSchema,
  jobCvUploadResponseSchema,
  jobListQuerySchema,
  jobListSchema,
  jobParamsSchema,
  jobPostingDefaultsSchema,
  jobPostingInputSchema,
  jobResponseSchema,
  moderateJobInputSchema,
  myJobApplicationListSchema,
  noFileMessage,
  ownJobListSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../core/errors.ts'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { cachePublicly } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'
import { requestLanguage } from '../../http/request-language.ts'
import type { JobApplicationsService } from './job-applications-service.ts'
import { cvTooLarge, jobCvMaxBytes } from './job-cv.ts'
import type { JobsService } from './jobs-service.ts'

type Options = { jobs: JobsService; applications: JobApplicationsService; authenticator: Authenticator }

const privately = 'private, no-store'

/** Vacancies, applications and their CVs. Register with prefix /v1. */
export const jobsRoutes: FastifyPluginAsyncZod<Options> = async (app, { jobs, applications, authenticator }) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary:
          "Open vacancies, newest first: every word of q matches some field (title, academy, city, descriptions, role, sport, country); academyId keeps one academy's; minSalary needs currency; paged",
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      cachePublicly(reply)
      return jobs.list(request.query)
    },
  )

  app.get(
    '/jobs/mine',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'The signed-in poster’s vacancies in every status, with their applications counted',
        response: { 200: ownJobListSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', privately)
      return { data: await jobs.mine(auth) }
    },
  )

  app.get(
    '/jobs/posting-defaults',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'The posting form prefilled from the poster’s academy and account',
        response: { 200: jobPostingDefaultsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', privately)
      return { data: await jobs.postingDefaults(auth) }
    },
  )

  app.get(
    '/jobs/:jobId',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'One vacancy: open, closed or expired for anyone; draft, pending or rejected for its poster and admins',
        params: jobParamsSchema,
        response: { 200: jobResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.optional(request)
      const job = await jobs.get(request.params.jobId, auth)
      // What a signed-in reader sees (their application, what they may do) is theirs alone.
      if (auth) reply.header('cache-control', privately)
      else cachePublicly(reply)
      return { data: job }
    },
  )

  app.post(
    '/jobs',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary:
          'Post a vacancy: a draft, or published (open at once for an approved academy of the poster, else pending an admin)',
        body: createJobInputSchema,
        response: { 201: jobResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await jobs.create(auth, request.body) })
    },
  )

  app.put(
    '/jobs/:jobId',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'Edit a vacancy (its poster or an admin); the status stays; not once closed, expired or rejected',
        params: jobParamsSchema,
        body: jobPostingInputSchema,
        response: { 200: jobResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await jobs.update(auth, request.params.jobId, request.body) }
    },
  )

  app.post(
    '/jobs/:jobId/publish',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'Publish a draft (its poster): open at once for an approved academy, else pending an admin',
        params: jobParamsSchema,
        response: { 200: jobResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await jobs.publish(auth, request.params.jobId) }
    },
  )

  app.post(
    '/jobs/:jobId/close',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'Close a pending or open vacancy (its poster or an admin)',
        params: jobParamsSchema,
        response: { 200: jobResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await jobs.close(auth, request.params.jobId) }
    },
  )

  app.post(
    '/jobs/:jobId/moderation',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'Approve (open for the configured days) or reject a pending vacancy (admins)',
        params: jobParamsSchema,
        body: moderateJobInputSchema,
        response: { 200: jobResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await jobs.moderate(auth, request.params.jobId, request.body) }
    },
  )

  await app.register(cvUploadRoute, { applications })

  app.post(
    '/jobs/:jobId/applications',
    {
      config: limitOf('jobApplication'),
      schema: {
        tags: ['jobs'],
        summary: 'Apply for an open vacancy (guests too; a signed-in applicant is linked), once per person and e-mail',
        params: jobParamsSchema,
        body: jobApplicationInputSchema,
        response: { 201: jobApplicationResponseSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.optional(request)
      const created = await applications.apply(auth, request.params.jobId, request.body, requestLanguage(request))
      return reply.code(201).send({ data: created })
    },
  )

  app.get(
    '/jobs/:jobId/applications',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'A vacancy’s applications, newest first (its poster and admins)',
        params: jobParamsSchema,
        response: { 200: jobApplicationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', privately)
      return { data: await applications.list(auth, request.params.jobId) }
    },
  )

  app.get(
    '/job-applications/mine',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'The signed-in applicant’s applications with their vacancies',
        response: { 200: myJobApplicationListSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.header('cache-control', privately)
      return { data: await applications.mine(auth) }
    },
  )

  app.patch(
    '/job-applications/:applicationId/status',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'Move an application: new → shortlisted → hired, or rejected (the vacancy’s poster and admins)',
        params: jobApplicationParamsSchema,
        body: jobApplicationStatusInputSchema,
        response: { 200: jobApplicationResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await applications.move(auth, request.params.applicationId, request.body) }
    },
  )

  app.get(
    '/job-applications/:applicationId/document',
    {
      schema: {
        security: signedIn,
        tags: ['jobs'],
        summary: 'Download an application’s CV (the vacancy’s poster, the applicant and admins; 404 for anyone else)',
        params: jobApplicationParamsSchema,
        produces: [
          'application/pdf',
          'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
        // The bytes go out as they are stored (a buffer or a stream is never serialised).
        response: { 200: z.any().describe('The CV, as an attachment'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      const file = await applications.document(auth, request.params.applicationId)
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', file.contentDisposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', privately)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body)
    },
  )
}

/** POST /job-application-documents, in a scope of its own so that no other route accepts multipart bodies. */
const cvUploadRoute: FastifyPluginAsyncZod<{ applications: JobApplicationsService }> = async (
  app,
  { applications },
) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: jobCvMaxBytes, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 10 },
  })
  const noFile = () => new AppError('VALIDATION_FAILED', noFileMessage, { file: noFileMessage })

  app.post(
    '/job-application-documents',
    {
      config: limitOf('jobApplication'),
      schema: {
        tags: ['jobs'],
        summary:
          'Upload a CV for an application (multipart field `file`; guests too): PDF, DOC or DOCX by content, at most 10 MB',
        consumes: ['multipart/form-data'],
        response: { 201: jobCvUploadResponseSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw noFile()
      let file: { body: Buffer; fileName?: string }
      try {
        const part = await request.file()
        if (part?.fieldname !== 'file') throw noFile()
        file = { body: await part.toBuffer(), fileName: part.filename }
      } catch (error) {
        if (error instanceof AppError) throw error
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw cvTooLarge()
        if ((error as { statusCode?: number }).statusCode) throw error
        throw new AppError('BAD_REQUEST', 'The upload could not be read. Please choose the file again.')
      }
      return reply.code(201).send({ data: await applications.uploadCv(file) })
    },
  )
}
