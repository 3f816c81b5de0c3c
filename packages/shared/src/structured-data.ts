import type { Academy } from './academies.ts'
import type { BlogPost } from './blogs.ts'
import type { CoachProfile, PartnerCard } from './discovery.ts'
import type { NewsArticle } from './news.ts'
import { pathTo } from './routes.ts'

/*
 * schema.org structured data (JSON-LD) for the public detail pages, built from the API answers the
 * pages already hold. Every builder is pure: it receives the site's origin and the page's own path,
 * writes every address absolute, and leaves out what is unknown (never a null or undefined key),
 * so the output is exactly what crawlers read. Decision 022 says which types and why.
 */

/** One schema.org node: its type and its properties. */
export type StructuredData = { '@context'?: string; '@type': string } & { [property: string]: unknown }

/** Where a page is: the site's origin (https://rally.example) and the page's canonical path. */
export type PageAddress = { siteUrl: string; path: string }

/** The site's logo for publishers' marks: a square PNG (crawlers ignore SVG), rendered by scripts/og-image.mjs. */
export const siteLogo = { path: '/logo.png', width: 512, height: 512 } as const

/** The publisher of everything written on Rally itself. */
export const siteOrganizationName = 'Rally'

/** An absolute http(s) address: kept when it is one, joined to the site when it is a path; undefined otherwise. */
export function absoluteUrl(address: string | null | undefined, siteUrl: string): string | undefined {
  const text = address?.trim() ?? ''
  if (/^https?:\/\/[^\s/]+\S*$/i.test(text)) return text
  if (/^\/(?!\/)\S*$/.test(text)) return `${siteUrl.replace(/\/+$/, '')}${text}`
  return undefined
}

/** Only addresses on the web: a profile's links may hold anything its owner typed. */
function webAddress(address: string | null | undefined): string | undefined {
  const text = address?.trim() ?? ''
  return /^https?:\/\/[^\s/]+\S*$/i.test(text) ? text : undefined
}

/** A website as people type it ("www.ace.example" means https://www.ace.example), if it is one. */
function websiteAddress(address: string | null | undefined): string | undefined {
  const typed = text(address)
  if (!typed) return undefined
  return webAddress(/^[a-z][a-z\d+.-]*:/i.test(typed) ? typed : `https://${typed}`)
}

/** Text with something in it, trimmed; undefined otherwise. */
function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** The object without its undefined keys, nor empty arrays: absent means left out, not null. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  ) as T
}

function pageUrl(page: PageAddress): string {
  return absoluteUrl(page.path, page.siteUrl) ?? page.siteUrl
}

function rallyOrganization(siteUrl: string): StructuredData {
  return {
    '@type': 'Organization',
    name: siteOrganizationName,
    url: absoluteUrl('/', siteUrl),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteLogo.path, siteUrl),
      width: siteLogo.width,
      height: siteLogo.height,
    },
  }
}

/** What the profile page knows beyond the profile: the words it shows for the person's role, and the rating count. */
export type PersonPage = PageAddress & {
  /** The role as the page names it, in its language: "Badminton specialist", "Tennis sparring partner". */
  jobTitle: string
  /** How many approved ratings the person has (the feedback list's total); none or 0 means no rating is claimed. */
  ratingCount?: number
}

/**
 * A sparring partner's or specialist's profile: a ProfilePage whose main entity is the Person. The
 * person's sessions are a Service they offer (with the fee when set), and the Service carries the
 * aggregate rating, since schema.org gives `aggregateRating` to services and not to people; it is
 * there only when approved feedback exists.
 */
export function personData(profile: PartnerCard | CoachProfile, page: PersonPage): StructuredData {
  const url = pageUrl(page)
  const isPartner = 'bio' in profile
  const description = text(isPartner ? profile.bio : (profile.coachingExperience ?? profile.additionalInformation))
  const address = compact({
    addressLocality: text(profile.address.city),
    addressRegion: text(profile.address.state),
    addressCountry: text(profile.address.country),
  })
  const sameAs = isPartner ? [] : Object.values(profile.socialLinks).flatMap((link) => webAddress(link) ?? [])
  const ratingCount = page.ratingCount ?? 0
  const rated = ratingCount > 0 && profile.totalRating > 0
  const service = compact({
    '@type': 'Service',
    name: page.jobTitle,
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: profile.totalRating,
        ratingCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  })
  const offer = compact({
    '@type': 'Offer',
    itemOffered: service,
    price: profile.feeAmount ?? undefined,
    priceCurrency: profile.feeAmount === null ? undefined : profile.feeCurrency,
  })
  const person = compact({
    '@type': 'Person',
    '@id': `${url}#person`,
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    url,
    image: absoluteUrl(profile.image, page.siteUrl),
    description,
    jobTitle: text(page.jobTitle),
    address: Object.keys(address).length > 0 ? { '@type': 'PostalAddress', ...address } : undefined,
    sameAs,
    knowsLanguage: profile.languages.filter((language) => language.trim() !== ''),
    makesOffer: offer,
  })
  return { '@context': 'https://schema.org', '@type': 'ProfilePage', url, mainEntity: person }
}

/**
 * An academy: a SportsOrganization (schema.org's `sport` belongs to it). Its location is free text
 * ("Indiranagar, Bengaluru"), so the address is that text rather than a guessed PostalAddress; the
 * e-mail, phone, website and social links are the ones its public page shows.
 */
export function academyData(academy: Academy, page: PageAddress): StructuredData {
  const url = pageUrl(page)
  const links = [
    academy.website,
    academy.facebook,
    academy.instagram,
    academy.linkedin,
    academy.twitter,
    academy.youtubeChannel,
  ]
  return compact({
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    '@id': `${url}#organization`,
    name: academy.name,
    url,
    sport: academy.category,
    image: absoluteUrl(academy.coverImage, page.siteUrl),
    description: text(academy.description),
    address: text(academy.location),
    email: text(academy.email),
    telephone: text(academy.phone),
    sameAs: links.flatMap((link) => websiteAddress(link) ?? []),
  })
}

/** A published blog post as a BlogPosting; null for drafts and posts waiting for moderation. */
export function blogPostingData(post: BlogPost, page: PageAddress): StructuredData | null {
  if (post.status !== 'published' || post.publishedAt === null) return null
  const url = pageUrl(page)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: text(post.excerpt),
    image: absoluteUrl(post.coverUrl, page.siteUrl),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: compact({
      '@type': 'Person',
      name: post.author.name,
      url: absoluteUrl(pathTo('blogAuthor', { username: post.author.username }), page.siteUrl),
      image: absoluteUrl(post.author.picture, page.siteUrl),
    }),
    publisher: rallyOrganization(page.siteUrl),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
  })
}

/**
 * A news article as a NewsArticle. Written on Rally, Rally is its author and publisher; imported
 * from a feed, the original source is, and the original article is what it is based on.
 */
export function newsArticleData(article: NewsArticle, page: PageAddress): StructuredData {
  const url = pageUrl(page)
  const original = webAddress(article.sourceUrl)
  const source =
    article.origin === 'feed'
      ? compact({
          '@type': 'Organization',
          name: article.sourceName,
          url: original?.match(/^https?:\/\/[^/?#]+/i)?.[0],
        })
      : rallyOrganization(page.siteUrl)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: text(article.summary),
    image: absoluteUrl(article.coverUrl, page.siteUrl),
    datePublished: article.publishedAt,
    author: source,
    publisher: source,
    isBasedOn: article.origin === 'feed' ? original : undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  })
}

/** The FAQ page's questions and answers, as the page shows them in its language. */
export function faqPageData(
  entries: readonly { question: string; answer: string }[],
  page: PageAddress & { language: string },
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl(page),
    inLanguage: page.language,
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/** The trail from the home page to this one (Home › Tennis › Academies › Ace Academy), with absolute addresses. */
export function breadcrumbData(items: readonly { name: string; path: string }[], siteUrl: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path, siteUrl) ?? siteUrl,
    })),
  }
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>`, `&` and the line
 * separators U+2028/U+2029 written as \u escapes, so a title holding `</script>` or `<!--` stays
 * text inside the script and the page's HTML cannot be broken out of. JSON.parse reads it back unchanged.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
