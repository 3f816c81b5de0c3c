import { HiArrowDownTray } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useDownloadCv } from '../api/download-cv.ts'
import { fileSize } from '../job-forms-rules.ts'

type ApplicationCvButtonProps = {
  applicationId: string
  /** The CV's name and size when the list knows them. */
  document?: { name: string; size: number }
}

/** Downloads an application's CV with the session's token (it is never a public address). */
export function ApplicationCvButton({ applicationId, document }: ApplicationCvButtonProps) {
  const { t, i18n } = useTranslation()
  const download = useDownloadCv()
  return (
    <div>
      <button
        type="button"
        disabled={download.isPending}
        onClick={() => download.mutate({ applicationId, name: document?.name ?? 'cv' })}
        className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-accent px-4 text-sm font-semibold text-accent disabled:cursor-wait disabled:opacity-60"
      >
        <HiArrowDownTray aria-hidden className="h-4 w-4 shrink-0" />
        <span className="truncate">
          {download.isPending ? t('jobForms.cv.downloading') : t('jobForms.cv.download')}
        </span>
        {document && (
          <span className="hidden truncate font-normal text-ink-muted sm:inline">
            {document.name} · {fileSize(document.size, i18n.language)}
          </span>
        )}
      </button>
      {download.isError && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {t('jobForms.cv.failed')}
        </p>
      )}
    </div>
  )
}
