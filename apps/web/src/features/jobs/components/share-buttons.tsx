import { useEffect, useState } from 'react'
import { HiCheck, HiEnvelope, HiLink } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { whatsappShareHref } from '../job-card-rules.ts'

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold hover:border-accent'

/** Share a vacancy: WhatsApp, e-mail, or its link copied (with a visible "Link copied"). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), 3000)
    return () => window.clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard (an old browser, a refused permission): show the address to copy by hand.
      window.prompt(t('jobs.share.copyByHand'), url)
    }
  }
  const text = t('jobs.share.text', { title })

  return (
    <div>
      <h2 className="text-sm font-semibold text-ink-muted">{t('jobs.share.title')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <a href={whatsappShareHref(`${text} ${url}`)} target="_blank" rel="noopener noreferrer" className={button}>
            <WhatsAppIcon />
            {t('jobs.share.whatsapp')}
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(url)}`} className={button}>
            <HiEnvelope aria-hidden className="h-4 w-4" />
            {t('jobs.share.email')}
          </a>
        </li>
        <li>
          <button type="button" onClick={() => void copy()} className={button}>
            {copied ? (
              <HiCheck aria-hidden className="h-4 w-4 text-accent" />
            ) : (
              <HiLink aria-hidden className="h-4 w-4" />
            )}
            {t('jobs.share.copy')}
          </button>
        </li>
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-accent">
        {copied ? t('jobs.share.copied') : ''}
      </p>
    </div>
  )
}

function WhatsAppIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 fill-current">
      <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.16-1.5A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3.06.89.9-2.98-.2-.31a8.2 8.2 0 1 1 6.84 3.73Zm4.5-6.13c-.25-.12-1.46-.72-1.69-.8-.22-.08-.39-.12-.55.13-.16.24-.63.8-.77.96-.14.17-.28.19-.53.06a6.7 6.7 0 0 1-3.33-2.9c-.25-.43.25-.4.72-1.34.08-.16.04-.3-.02-.43-.06-.12-.55-1.33-.76-1.82-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04c0 1.2.88 2.37 1 2.53.12.17 1.73 2.64 4.2 3.7 1.56.68 2.17.74 2.95.62.48-.07 1.46-.6 1.67-1.18.2-.58.2-1.07.14-1.18-.06-.1-.22-.16-.47-.28Z" />
    </svg>
  )
}
