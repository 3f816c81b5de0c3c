import type { PrivateUserResponse } from '@rally/shared'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /v1/users/me: the signed-in user, fresh from the server. */
export const getMe = (signal?: AbortSignal) =>
  apiRequest<PrivateUserResponse>('/users/me', { signal }).then((body) => body.data)
