import type { StatementFormat } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import { apiFile } from '../../../lib/api-client.ts'
import { saveFile } from '../../../lib/save-file.ts'

/** GET /v1/me/statements/{month}.{csv|pdf}: read with the session's token, then saved as a download. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async ({ month, format }: { month: string; format: StatementFormat }) => {
      const { blob } = await apiFile(`/me/statements/${month}.${format}`)
      saveFile(blob, `rally-statement-${month}.${format}`)
    },
  })
}
