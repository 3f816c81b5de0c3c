/** The site's sharing card: a PNG, since crawlers ignore SVG (rendered by scripts/og-image.mjs). */
const siteCard = { url: '/og-image.png', width: 1200, height: 630 }

type PageMetaProps = {
  title: string
  description: string
  keywords?: string
  image?: string
  type?: 'website' | 'article' | 'profile'
}

/**
 * The page's title, description, keywords and social-sharing cards. React 19
 * hoists these elements into <head>, and replaces them when the page changes.
 */
export function PageMeta({ title, description, keywords, image = siteCard.url, type = 'website' }: PageMetaProps) {
  const url = typeof window === 'undefined' ? '' : window.location.href
  const imageUrl = typeof window === 'undefined' ? image : new URL(image, window.location.origin).toString()
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {image === siteCard.url && (
        <>
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(siteCard.width)} />
          <meta property="og:image:height" content={String(siteCard.height)} />
        </>
      )}
      <meta property="og:site_name" content="Rally" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:url" content={url} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  )
}
