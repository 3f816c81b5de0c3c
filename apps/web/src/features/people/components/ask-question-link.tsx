import { HiChatBubbleLeftRight } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { askQuestionPath } from '../../messages/index.ts'

/** "Ask a question": the question thread with this partner or specialist (a visitor signs in first, then comes back). */
export function AskQuestionLink({ kind, id, hidden }: { kind: 'partner' | 'coach'; id: string; hidden: boolean }) {
  const { t } = useTranslation()
  if (hidden) return null
  return (
    <Link
      to={askQuestionPath(kind, id)}
      className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-accent px-4 font-semibold text-accent hover:bg-accent hover:text-accent-ink"
    >
      <HiChatBubbleLeftRight aria-hidden className="h-5 w-5" />
      {t('messages.ask.button')}
    </Link>
  )
}
