import { fillMessage, type LegalDocumentName, legalDocumentNames, pathTo } from '@rally/shared'
import { useEffect } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useLocation } from '../../../lib/router.tsx'
import { LegalDocument } from '../components/legal-document.tsx'
import { useLegalTexts } from '../use-legal-texts.ts'

/** The legal document whose page this path is: each document's name is its route's name. */
function documentAt(pathname: string): LegalDocumentName {
  return legalDocumentNames.find((name) => pathTo(name) === pathname) ?? 'termsAndConditions'
}

/** /privacy-policy, /terms-and-conditions, /refund-policy, /exchange-and-refund-policy in the reader's language. */
export default function LegalDocumentPage() {
  const { pathname, hash } = useLocation()
  const document = documentAt(pathname)
  const legal = useLegalTexts()

  // A link to a section (#changes) arrives before the text it points to: scroll there once it is shown.
  useEffect(() => {
    if (legal.state === 'ready' && hash)
      window.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [legal.state, hash])

  if (legal.state === 'loading') return <Loading />
  if (legal.state === 'error') return <ErrorState onRetry={legal.retry} />
  const { texts, values, language } = legal
  return (
    <>
      <PageMeta
        title={`${fillMessage(texts[document].title, values)} · Rally`}
        description={fillMessage(texts[document].description, values)}
      />
      <LegalDocument document={document} texts={texts} values={values} language={language} />
    </>
  )
}
