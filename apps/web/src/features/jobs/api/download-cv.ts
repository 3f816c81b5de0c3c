import { useMutation } from '@tanstack/react-query'
import { apiFile } from '../../../lib/api-client.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { fileNameFromDisposition } from '../job-forms-rules.ts'

/** Saves a private file under the name the server gives it (the browser's download, from a blob). */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, disposition } = await apiFile(path)
  const name = fileNameFromDisposition(disposition, fallbackName)
  saveFile(blob, name)
  return name
}

/** GET /v1/job-applications/:applicationId/document: the CV, for the employer, the applicant and admins. */
export function useDownloadCv() {
  return useMutation({
    mutationFn: ({ applicationId, name }: { applicationId: string; name: string }) =>
      downloadFile(`/job-applications/${encodeURIComponent(applicationId)}/document`, name),
  })
}
