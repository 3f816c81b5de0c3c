import type { UploadedFile, UploadKind } from '@rally/shared'
import { apiRequest } from './api-client.ts'

/** POST /v1/uploads?kind=…: the file goes up as multipart field `file`; the answer's url is then saved in a profile. */
export const uploadFile = (kind: UploadKind, file: File) => {
  const form = new FormData()
  form.append('file', file)
  return apiRequest<{ data: UploadedFile }>(`/uploads?kind=${kind}`, { method: 'POST', body: form }).then(
    (body) => body.data,
  )
}
