// What the booking route files share (a route file by name: only route files import http/).
import { z } from 'zod'
import { errorResponses } from '../../http/error-responses.ts'

/** The error answers of the routes that act on one booking (its parties, operators). */
export const bookingRouteErrors = errorResponses(400, 401, 403, 404, 409)

/** `/booking/:id`: one booking, by its id. */
export const bookingParams = z.object({ id: z.uuid({ error: 'id must be a valid booking id' }) })
