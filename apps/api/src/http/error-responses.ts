import { errorEnvelopeSchema } from '@rally/shared'

/** The OpenAPI response entries of the error envelope, for the error statuses a route can answer. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as {
    [Code in Codes[number]]: typeof errorEnvelopeSchema
  }
}
