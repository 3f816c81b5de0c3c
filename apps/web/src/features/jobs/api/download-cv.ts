import { useMutation } from '@tanstack/react-query'
import { apiFile } from '../../../lib/api-client.ts'
import { fileNameFromDisposition } from '../job-forms-rules.ts'

/** Saves a private file under the name the server gives it (the browser's download, from a blob). */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, disposition } = await apiFile(path)
  const name = fileNameFromDisposition(disposition, fallbackName)
  const url = URL.createObjectURL(blob)
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
