import type { ErrorEnvelope } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { fileNameFromDisposition } from '../job-forms-rules.ts'

/**
 * A private file (a CV) fetched with the session's bearer token and saved under the name the
 * server gives. apiRequest reads JSON answers, so this is its small sibling for files; errors
 * still arrive as ApiError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = useAuth.getState().token
  const response = await fetch(`/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as ErrorEnvelope | null
    throw new ApiError(
      response.status,
      envelope?.error.code ?? 'UNKNOWN',
      envelope?.error.message ?? (response.statusText || 'Request failed'),
    )
  }
  const name = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return name
}

/** GET /v1/job-applications/:applicationId/document: the CV, for the employer, the applicant and admins. */
export function useDownloadCv() {
  return useMutation({
    mutationFn: ({ applicationId, name }: { applicationId: string; name: string }) =>
      downloadFile(`/job-applications/${encodeURIComponent(applicationId)}/document`, name),
  })
}
