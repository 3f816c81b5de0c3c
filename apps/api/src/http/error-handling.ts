import { type ErrorEnvelope, genericErrorMessage } from '@rally/shared'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../core/errors.ts'

type Validation = { instancePath: string; message?: string }

/**
 * One place turns every failure into the error envelope:
 * - AppError: its code, status and message;
 * - request validation: 400 VALIDATION_FAILED with a message per field;
 * - Fastify's own 4xx (bad JSON, body too large...): their status and message;
 * - anything else: 500 with a generic message, the details only in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, {
        error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation, error.validationContext)
      return sendError(reply, 400, {
        error: { code: 'VALIDATION_FAILED', message: summarise(fields), fields },
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return sendError(reply, status, {
        error: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message: error.message },
      })
    }
    request.log.error({ err: error }, 'request failed')
    return sendError(reply, 500, { error: { code: 'INTERNAL', message: genericErrorMessage } })
  })
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, {
    error: { code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` },
  })
}

function sendError(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  // The body is an envelope, not the route's response schema: skip the route serializer.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body)
}

function fieldMessages(validation: Validation[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const key = path === '' ? (context ?? 'request') : path
    fields[key] ??= issue.message ?? 'Invalid value'
  }
  return fields
}

function summarise(fields: Record<string, string>): string {
  const messages = Object.values(fields)
  return messages.length === 1
    ? (messages[0] as string)
    : `${messages.length} fields are invalid: ${messages.join('; ')}`
}
