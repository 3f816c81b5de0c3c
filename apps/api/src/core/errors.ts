import { type ErrorCode, errorStatus } from '@rally/shared'

/**
 * An error a service throws on purpose. The error handler answers it with the
 * code's HTTP status and the message as written, so the message must be fit
 * for the person using the product.
 */
export class AppError extends Error {
  override name = 'AppError'
  readonly statusCode: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.statusCode = errorStatus[code]
  }
}
