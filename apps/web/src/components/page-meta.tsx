import {
  isLanguageCode,
  isShareCard,
  languageAddress,
  languageAlternates,
  languageParam,
  siteShareCard,
} from '@rally/shared'
import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'
import { type HeadTag, writeDocumentHead } from '../lib/document-head.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { useSiteUrl } from '../lib/site-url.ts'

type PageMetaProps = {
  title: string
  description: string
  keywords?: string
  /** The sharing card's path: a record's (`shareCardPath`) or, by default, the site's. */
  image?: string
  type?: 'website' | 'article' | 'profile'
  /** A feed of the page's items (RSS), offered to feed readers as an alternate. */
  feed?: { type: string; title: string; href: string }
}

/**
 * The page's title, description, keywords, canonical address, language alternates and social-sharing
 * cards. On the server React 19 hoists these elements into <head> and they are sent in the first HTML
 * (decision 019); in the browser the page writes them into <head> itself as pages change (decision 027).
 */
export function PageMeta({
  title,
  description,
  keywords,
  image = siteShareCard.path,
  type = 'website',
  feed,
}: PageMetaProps) {
  const siteUrl = useSiteUrl()
  const { i18n } = useTranslation()
  const { pathname, search } = useLocation()
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en'
  // The address of this page in the language it is shown in; the other languages are alternates.
  const query = new URLSearchParams(search)
  query.delete(languageParam)
  const page = query.size > 0 ? `${pathname}?${query}` : pathname
  const canonical = `${siteUrl}${languageAddress(page, language)}`
  const imageUrl = /^https?:\/\//.test(image) ? image : `${siteUrl}${image}`
  const tags: HeadTag[] = [
    meta('name', 'description', description),
    ...(keywords ? [meta('name', 'keywords', keywords)] : []),
    { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    ...languageAlternates(page).map(
      ({ hreflang, path }): HeadTag => ({
        tag: 'link',
        attributes: { rel: 'alternate', hrefLang: hreflang, href: `${siteUrl}${path}` },
      }),
    ),
    ...(feed
      ? [
          {
            tag: 'link',
            attributes: { rel: 'alternate', type: feed.type, title: feed.title, href: feed.href },
          } as HeadTag,
        ]
      : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', type),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', imageUrl),
    ...(isShareCard(image)
      ? [
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(siteShareCard.width)),
          meta('property', 'og:image:height', String(siteShareCard.height)),
        ]
      : []),
    meta('property', 'og:image:alt', title),
    meta('property', 'og:site_name', 'Rally'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:url', canonical),
    meta('name', 'twitter:image', imageUrl),
  ]
  const written = JSON.stringify(tags)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `written` is `tags`, compared by value
  useLayoutEffect(() => writeDocumentHead(document, title, tags), [title, written])
  if (typeof document !== 'undefined') return null
  // On the server React hoists these into <head> (entry-server's splitHoisted).
  return (
    <>
      <title>{title}</title>
      {tags.map(({ tag: Tag, attributes }) => (
        <Tag key={JSON.stringify(attributes)} {...attributes} />
      ))}
    </>
  )
}

function meta(kind: 'name' | 'property', key: string, content: string): HeadTag {
  return { tag: 'meta', attributes: { [kind]: key, content } }
}
