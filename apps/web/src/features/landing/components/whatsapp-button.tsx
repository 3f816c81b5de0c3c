import { FaWhatsapp } from 'react-icons/fa6'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { whatsappHref } from '../../../lib/whatsapp.ts'

/** The floating "chat with us" button: a wa.me link built from the digits of the site's WhatsApp number. */
export function WhatsAppButton() {
  const { t } = useTranslation()
  const { data: site } = useSiteConfig()
  const href = whatsappHref(site?.whatsappNumber)
  if (!href) return null
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('landing.whatsapp')}
      title={t('landing.whatsapp')}
      // The footer's end leaves room for it (index.css).
      data-floating-button
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg ring-2 ring-white/80 transition hover:scale-105"
    >
      <FaWhatsapp aria-hidden className="h-8 w-8" />
    </a>
  )
}
