import { useEffect, useId, useRef, useState } from 'react'
import { HiEllipsisVertical } from 'react-icons/hi2'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import type { Conversation } from '../api/contract.ts'
import { useBlock } from '../api/conversation-actions.ts'
import { ReportDialog } from './report-dialog.tsx'

type Step = 'block' | 'unblock' | 'report' | null

/** The thread's menu: report the person, block or unblock them; each asks first. */
export function ThreadMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<Step>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const name = conversation.other.name
  const blockedByMe = conversation.blocked === 'byMe'

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const choose = (next: Step) => {
    setOpen(false)
    setStep(next)
  }
  const itemClass = 'flex min-h-11 w-full items-center gap-2 px-4 text-left text-sm hover:bg-surface-muted'

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('messages.actions.menu')}
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-muted"
      >
        <HiEllipsisVertical aria-hidden className="h-6 w-6" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-30 mt-1 w-64 overflow-hidden rounded-xl border border-line bg-surface-raised py-1 shadow-xl"
        >
          <button type="button" className={itemClass} onClick={() => choose('report')}>
            {t('messages.actions.report')}
          </button>
          <button
            type="button"
            className={`${itemClass} text-red-700`}
            onClick={() => choose(blockedByMe ? 'unblock' : 'block')}
          >
            {t(blockedByMe ? 'messages.actions.unblock' : 'messages.actions.block', { name })}
          </button>
        </div>
      )}
      <BlockDialog conversation={conversation} step={step} onClose={() => setStep(null)} />
      <ReportDialog conversation={conversation} open={step === 'report'} onClose={() => setStep(null)} />
    </div>
  )
}

function BlockDialog({ conversation, step, onClose }: { conversation: Conversation; step: Step; onClose: () => void }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const block = useBlock(conversation.id)
  const name = conversation.other.name
  const unblocking = step === 'unblock'
  const texts = unblocking ? 'messages.unblockDialog' : 'messages.blockDialog'
  const confirm = () =>
    block.mutate(
      { userId: conversation.other.id, blocked: !unblocking },
      {
        onSuccess: () => {
          onClose()
          toast.success(t(`${texts}.done`, { name }))
        },
        onError: (error) => {
          onClose()
          toast.error(
            error instanceof ApiError && error.status < 500 ? messageText(error.message) : t('messages.actionFailed'),
          )
        },
      },
    )
  return (
    <ConfirmDialog
      open={step === 'block' || step === 'unblock'}
      title={t(`${texts}.title`, { name })}
      confirmLabel={t(`${texts}.confirm`)}
      cancelLabel={t('messages.cancel')}
      pending={block.isPending}
      pendingLabel={t(`${texts}.pending`)}
      destructive={!unblocking}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t(`${texts}.body`, { name })}</p>
    </ConfirmDialog>
  )
}
