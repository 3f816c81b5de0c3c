import {
  defaultLanguage,
  isLanguageCode,
  isShareCard,
  languageAddress,
  languageAlternates,
  renderedPageAddress,
  siteShareCard,
} from '@rally/shared'
import { useTranslation } from '../lib/i18n.tsx'
import { useLocation } from '../lib/router.tsx'
import { useSiteUrl } from '../lib/site-url.ts'

type PageMetaProps = {
  title: string
  description: string
  keywords?: string
  /** The sharing card's path: a record's (`shareCardPath`) or, by default, the site's. */
  image?: string
  type?: 'website' | 'article' | 'profile'
  /**
   * The page's one address, when it is also shown at another (/blog/{slug} shows the post whose address
   * is /blog/{username}/{slug}): the canonical address, the alternates and the cards name it. By default
   * the address shown.
   */
  path?: string
}

/**
 * The page's title, description, keywords, canonical address, language alternates and social-sharing
 * cards. React 19 hoists these elements into <head>; the server renderer sends them in the first HTML
 * (decision 019), and the browser keeps them up to date as pages change.
 */
export function PageMeta({
  title,
  description,
  keywords,
  image = siteShareCard.path,
  type = 'website',
  path,
}: PageMetaProps) {
  const siteUrl = useSiteUrl()
  const { i18n } = useTranslation()
  const { pathname, search } = useLocation()
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en'
  // The address of this page in the language it is shown in; the other languages are alternates. Of the
  // query, only what the page reads: the server renders (and caches) the page the same way.
  const page = path ?? languageAddress(renderedPageAddress(`${pathname}${search}`), defaultLanguage)
  const canonical = `${siteUrl}${languageAddress(page, language)}`
  const imageUrl = /^https?:\/\//.test(image) ? image : `${siteUrl}${image}`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <link rel="canonical" href={canonical} />
      {languageAlternates(page).map(({ hreflang, path }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`${siteUrl}${path}`} />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      {isShareCard(image) && (
        <>
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(siteShareCard.width)} />
          <meta property="og:image:height" content={String(siteShareCard.height)} />
        </>
      )}
      <meta property="og:image:alt" content={title} />
      <meta property="og:site_name" content="Rally" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:url" content={canonical} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  )
}
