import { fillMessage, type LegalDocumentName, legalDocumentNames, legalDocuments, pathTo } from '@rally/shared'
import { EmailAddress } from '../../../components/email-address.tsx'
import { Link } from '../../../lib/router.tsx'
import { formatEffectiveDate, type LegalTexts, type LegalValues, legalBlocks, sectionAnchor } from '../legal-texts.ts'

/** Documents with more sections than this get a table of contents. */
const contentsFrom = 4

type LegalDocumentProps = { document: LegalDocumentName; texts: LegalTexts; values: LegalValues; language: string }

/** One legal document: its title, version and effective date, contents, sections, and the other policies. */
export function LegalDocument({ document, texts, values, language }: LegalDocumentProps) {
  const fill = (text: string) => fillMessage(text, values)
  const sections = Object.entries(texts[document].sections) as [string, { heading: string; body: string[] }][]
  const { version } = legalDocuments[document]

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-base leading-7 sm:py-14">
      <header className="border-b border-line pb-6">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{fill(texts[document].title)}</h1>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span>{fillMessage(texts.ui.version, { version })}</span>
          <span>{fillMessage(texts.ui.effectiveDate, { date: formatEffectiveDate(document, language) })}</span>
        </p>
        <p className="mt-4 text-ink-muted">{fill(texts[document].description)}</p>
      </header>

      {sections.length > contentsFrom && (
        <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-line bg-surface-raised p-5">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide uppercase">
            {texts.ui.contents}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {sections.map(([key, section]) => (
              <li key={key}>
                <a href={`#${sectionAnchor(key)}`} className="text-ink hover:text-accent hover:underline">
                  {fill(section.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {sections.map(([key, section]) => (
        <section
          key={key}
          id={sectionAnchor(key)}
          aria-labelledby={`${sectionAnchor(key)}-heading`}
          className="mt-10 scroll-mt-20"
        >
          <h2 id={`${sectionAnchor(key)}-heading`} className="text-xl font-bold sm:text-2xl">
            {fill(section.heading)}
          </h2>
          {legalBlocks(section.body, values).map((block) =>
            block.kind === 'paragraph' ? (
              <p key={block.text} className="mt-4">
                <WithEmailLink text={block.text} email={String(values.supportEmail)} />
              </p>
            ) : (
              <ul key={block.items.join('|')} className="mt-4 list-disc space-y-2 pl-6 marker:text-accent">
                {block.items.map((item) => (
                  <li key={item}>
                    <WithEmailLink text={item} email={String(values.supportEmail)} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}

      <footer className="mt-12 border-t border-line pt-6 text-sm">
        <p className="text-ink-muted">
          <WithEmailLink text={fill(texts.ui.questions)} email={String(values.supportEmail)} />
        </p>
        <h2 className="mt-6 font-semibold">{texts.ui.otherDocuments}</h2>
        <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {legalDocumentNames
            .filter((other) => other !== document)
            .map((other) => (
              <li key={other}>
                <Link to={pathTo(other)} className="text-accent hover:underline">
                  {fill(texts[other].title)}
                </Link>
              </li>
            ))}
        </ul>
      </footer>
    </article>
  )
}

/** The support address in a text, as a link that opens a new e-mail. */
function WithEmailLink({ text, email }: { text: string; email: string }) {
  const parts = text.split(email)
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
    <span key={index}>
      {part}
      {index < parts.length - 1 && (
        <a href={`mailto:${email}`} className="wrap-anywhere text-accent underline">
          <EmailAddress address={email} />
        </a>
      )}
    </span>
  ))
}
