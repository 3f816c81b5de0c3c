import { apiRequest } from '../../../lib/api-client.ts'

/** DELETE /v1/auth: revokes this session on the server. A session already gone is not an error worth showing. */
export const signOut = () => apiRequest<void>('/auth', { method: 'DELETE', redirectOnUnauthorized: false })
