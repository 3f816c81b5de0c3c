import { isLanguageCode, type LanguageCode } from '@rally/shared'
import type { FastifyRequest } from 'fastify'

/** The interface language the person is using (Accept-Language, sent by the web app): e-mails to them use it. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const header = request.headers['accept-language']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split('-')[0]?.trim().toLowerCase()
  return isLanguageCode(first) ? first : 'en'
}
