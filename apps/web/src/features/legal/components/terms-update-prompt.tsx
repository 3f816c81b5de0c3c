import { currentTermsVersion, fillMessage, pathTo } from '@rally/shared'
import { FormAlert } from '../../../components/form/field.tsx'
import { Link } from '../../../lib/router.tsx'
import { useAcceptTerms } from '../api/accept-terms.ts'
import { formatEffectiveDate, sectionAnchor } from '../legal-texts.ts'
import { useLegalTexts } from '../use-legal-texts.ts'

/**
 * Asks a signed-in person who accepted older Terms and Conditions to accept the current ones.
 * A banner, not a modal: the person can open what changed and read it before accepting.
 */
export default function TermsUpdatePrompt() {
  const legal = useLegalTexts()
  const accept = useAcceptTerms()
  if (legal.state !== 'ready') return null
  const { texts, language } = legal
  const ui = texts.ui.termsUpdate
  const linkClass = 'font-medium text-accent underline'

  return (
    <section aria-labelledby="terms-update-title" className="border-b-2 border-accent bg-surface-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl">
          <h2 id="terms-update-title" className="text-lg font-bold">
            {ui.title}
          </h2>
          <p className="mt-1 text-sm leading-6">
            {fillMessage(ui.body, {
              version: currentTermsVersion,
              date: formatEffectiveDate('termsAndConditions', language),
            })}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <li>
              <Link to={`${pathTo('termsAndConditions')}#${sectionAnchor('changes')}`} className={linkClass}>
                {ui.whatChanged}
              </Link>
            </li>
            <li>
              <Link to={pathTo('privacyPolicy')} className={linkClass}>
                {ui.privacyPolicy}
              </Link>
            </li>
          </ul>
          <div className="mt-3 empty:hidden">
            <FormAlert message={accept.isError ? ui.failed : null} />
          </div>
        </div>
        <button
          type="button"
          onClick={() => accept.mutate(currentTermsVersion)}
          disabled={accept.isPending}
          className="shrink-0 self-start rounded-full bg-accent px-6 py-2.5 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60 md:self-center"
        >
          {accept.isPending ? ui.accepting : ui.accept}
        </button>
      </div>
    </section>
  )
}
