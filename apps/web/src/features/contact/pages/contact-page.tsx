import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { ContactDetails } from '../components/contact-details.tsx'
import { ContactForm } from '../components/contact-form.tsx'

/** /contact-us: a message to support (answered by e-mail), and the other ways to reach Rally. */
export default function ContactPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={t('contact.metaTitle')}
        description={t('contact.metaDescription')}
        keywords={t('contact.metaKeywords')}
      />
      <h1 className="text-3xl font-bold">{t('contact.title')}</h1>
      <p className="mt-3 max-w-2xl text-ink-muted">{t('contact.intro')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-4 text-lg font-bold">
            {t('contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </div>
  )
}
