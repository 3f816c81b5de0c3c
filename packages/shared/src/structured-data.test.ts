import { describe, expect, it } from 'vitest'
import type { Academy } from './academies.ts'
import type { BlogPost } from './blogs.ts'
import type { CoachProfile, PartnerCard } from './discovery.ts'
import type { NewsArticle } from './news.ts'
import {
  academyData,
  blogPostingData,
  breadcrumbData,
  faqPageData,
  jsonLdScript,
  newsArticleData,
  personData,
  type StructuredData,
} from './structured-data.ts'

const siteUrl = 'https://rally.example'

const partner: PartnerCard = {
  id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  firstName: 'Aarav',
  lastName: 'Mehta',
  image: '/media/uploads/avatar/2026/05/aarav.webp',
  sport: 'Tennis',
  level: 'State level',
  ranking: 42,
  feeAmount: 1500,
  feeCurrency: 'INR',
  languages: ['English', 'Hindi'],
  bio: 'Baseline player who loves long rallies.',
  totalRating: 4.6,
  status: 'ACTIVE',
  address: { city: 'Bengaluru', state: 'Karnataka', country: 'India' },
}

const specialist: CoachProfile = {
  id: '2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d6e',
  firstName: 'Meera',
  lastName: 'Iyer',
  image: null,
  title: 'Head coach',
  category: 'Badminton',
  totalRating: 0,
  address: { city: null, state: null, country: null },
  isApproved: true,
  isChampion: false,
  highestRank: null,
  feeAmount: null,
  feeCurrency: 'INR',
  sessionMinutes: 45,
  experienceYears: 12,
  coachingExperience: 'Meera has coached badminton for 12 years.',
  academy: null,
  achievements: [],
  certifications: [],
  specializations: ['Footwork'],
  languages: [],
  additionalInformation: null,
  availability: null,
  socialLinks: {
    instagram: 'https://instagram.example/meera',
    facebook: 'javascript:alert(1)',
    youtube: 'www.youtube.example/@meera',
  },
  references: [],
  cvUrl: null,
  documents: [],
}

const academy: Academy = {
  id: '3d4e5f60-7182-4c9d-8e0f-2a3b4c5d6e7f',
  name: 'Ace Tennis Academy',
  category: 'Tennis',
  isPremium: false,
  coverImage: '/media/courts/tennis-1.svg',
  location: 'Indiranagar, Bengaluru',
  description: 'Clay and hard courts.\nJunior programmes.',
  website: 'www.ace.example',
  email: 'info@ace.example',
  phone: '+91 98450 12290',
  facebook: 'https://facebook.example/ace',
  instagram: null,
  linkedin: null,
  twitter: 'data:text/html,hi',
  whatsapp: '+91 98450 12290',
  youtubeChannel: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}

const post: BlogPost = {
  id: '4e5f6071-8293-4d0e-9f1a-3b4c5d6e7f80',
  title: 'Five drills for a faster split step',
  slug: 'five-drills',
  excerpt: 'Footwork drills you can do at home.',
  coverUrl: '/media/uploads/image/2026/05/cover.webp',
  sport: 'Badminton',
  tags: ['footwork', 'drills'],
  status: 'published',
  readingMinutes: 4,
  publishedAt: '2026-05-02T10:00:00.000Z',
  updatedAt: '2026-05-03T10:00:00.000Z',
  author: { name: 'Meera Iyer', username: 'meera', picture: null },
  body: '# Drills',
  html: '<h1>Drills</h1>',
}

const article: NewsArticle = {
  id: '5f607182-93a4-4e1f-8a2b-4c5d6e7f8091',
  title: 'Juniors shine at the city open',
  summary: 'Three juniors reached the semi-finals.',
  coverUrl: null,
  sport: 'Tennis',
  sourceName: 'Racquet Times',
  sourceUrl: 'https://racquet-times.example/news/juniors-city-open',
  origin: 'feed',
  status: 'published',
  publishedAt: '2026-05-04T08:00:00.000Z',
  body: 'Three juniors reached the semi-finals of the city open this weekend, a first for the club.',
}

/** Every value of the tree, with the key it sits under. */
function entries(node: unknown, key = ''): [string, unknown][] {
  if (Array.isArray(node)) return node.flatMap((item) => entries(item, key))
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([name, value]) => [
      [name, value] as [string, unknown],
      ...entries(value, name),
    ])
  }
  return []
}

/** No key is null or undefined, and every address is absolute. */
function expectClean(data: StructuredData | null) {
  expect(data).not.toBeNull()
  for (const [key, value] of entries(data)) {
    expect(value, `${key} has a value`).not.toBeNull()
    expect(value, `${key} has a value`).not.toBeUndefined()
    if (['url', 'item', 'image', '@id', 'sameAs', 'isBasedOn'].includes(key) && typeof value === 'string') {
      expect(value, `${key} is absolute`).toMatch(/^https?:\/\/[^/]+/)
    }
  }
  // What JSON drops (undefined) would be a key the tree still lists.
  expect(JSON.parse(JSON.stringify(data))).toEqual(data)
}

describe('personData', () => {
  const page = { siteUrl, path: '/tennis/partner/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d' }

  it('describes a partner as the main entity of a ProfilePage, rated only with approved feedback', () => {
    const data = personData(partner, { ...page, jobTitle: 'Tennis sparring partner', ratingCount: 7 })
    const url = `${siteUrl}${page.path}`
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      mainEntity: {
        '@type': 'Person',
        '@id': `${url}#person`,
        name: 'Aarav Mehta',
        url,
        image: `${siteUrl}/media/uploads/avatar/2026/05/aarav.webp`,
        description: 'Baseline player who loves long rallies.',
        jobTitle: 'Tennis sparring partner',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Bengaluru',
          addressRegion: 'Karnataka',
          addressCountry: 'India',
        },
        knowsLanguage: ['English', 'Hindi'],
        makesOffer: {
          '@type': 'Offer',
          price: 1500,
          priceCurrency: 'INR',
          itemOffered: {
            '@type': 'Service',
            name: 'Tennis sparring partner',
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: 4.6,
              ratingCount: 7,
              bestRating: 5,
              worstRating: 1,
            },
          },
        },
      },
    })
    expectClean(data)
  })

  it('claims no rating without approved feedback, even when a stale average is left', () => {
    for (const ratingCount of [undefined, 0]) {
      const data = personData(partner, { ...page, jobTitle: 'Tennis sparring partner', ratingCount })
      expect(JSON.stringify(data)).not.toContain('aggregateRating')
      expectClean(data)
    }
  })

  it('leaves out what a sparse specialist has not filled in, and keeps only web links from their socials', () => {
    const data = personData(specialist, {
      siteUrl,
      path: '/badminton/coach/2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d6e',
      jobTitle: 'Badminton specialist',
      ratingCount: 3,
    })
    const person = data.mainEntity as Record<string, unknown>
    expect(person.name).toBe('Meera Iyer')
    expect(person.description).toBe('Meera has coached badminton for 12 years.')
    expect(person).not.toHaveProperty('image')
    expect(person).not.toHaveProperty('address')
    expect(person).not.toHaveProperty('knowsLanguage')
    // A rating count with an average of 0 is no rating.
    expect(JSON.stringify(data)).not.toContain('aggregateRating')
    expect(person.makesOffer).toEqual({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: 'Badminton specialist' },
    })
    // javascript: is dropped, a bare www address is not a web address to trust either.
    expect(person.sameAs).toEqual(['https://instagram.example/meera'])
    expectClean(data)
  })
})

describe('academyData', () => {
  const page = { siteUrl, path: '/tennis/academies/3d4e5f60-7182-4c9d-8e0f-2a3b4c5d6e7f' }

  it('describes an academy as a SportsOrganization with the contacts its page shows', () => {
    const url = `${siteUrl}${page.path}`
    expect(academyData(academy, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      '@id': `${url}#organization`,
      name: 'Ace Tennis Academy',
      url,
      sport: 'Tennis',
      image: `${siteUrl}/media/courts/tennis-1.svg`,
      description: 'Clay and hard courts.\nJunior programmes.',
      address: 'Indiranagar, Bengaluru',
      email: 'info@ace.example',
      telephone: '+91 98450 12290',
      sameAs: ['https://www.ace.example', 'https://facebook.example/ace'],
    })
    expectClean(academyData(academy, page))
  })

  it('leaves out every contact an academy has not given', () => {
    const bare = {
      ...academy,
      coverImage: null,
      location: null,
      description: '  ',
      website: null,
      email: null,
      phone: null,
      facebook: null,
      twitter: null,
    }
    expect(academyData(bare, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      '@id': `${siteUrl}${page.path}#organization`,
      name: 'Ace Tennis Academy',
      url: `${siteUrl}${page.path}`,
      sport: 'Tennis',
    })
  })
})

describe('blogPostingData', () => {
  const page = { siteUrl, path: '/blog/meera/five-drills' }

  it('has the headline, dates, image, author with their page, and Rally as publisher with its logo', () => {
    const data = blogPostingData(post, page)
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Five drills for a faster split step',
      description: 'Footwork drills you can do at home.',
      image: `${siteUrl}/media/uploads/image/2026/05/cover.webp`,
      datePublished: '2026-05-02T10:00:00.000Z',
      dateModified: '2026-05-03T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Meera Iyer', url: `${siteUrl}/blog/author/meera` },
      publisher: {
        '@type': 'Organization',
        name: 'Rally',
        url: `${siteUrl}/`,
        logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.png`, width: 512, height: 512 },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${siteUrl}/blog/meera/five-drills` },
      url: `${siteUrl}/blog/meera/five-drills`,
      keywords: 'footwork, drills',
    })
    expectClean(data)
  })

  it('is null for a post that is not published', () => {
    expect(blogPostingData({ ...post, status: 'draft', publishedAt: null }, page)).toBeNull()
    expect(blogPostingData({ ...post, status: 'pending' }, page)).toBeNull()
  })

  it('leaves out the image and keywords of a post without a cover or tags', () => {
    const data = blogPostingData({ ...post, coverUrl: null, tags: [] }, page)
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('keywords')
    expectClean(data)
  })
})

describe('newsArticleData', () => {
  const page = { siteUrl, path: '/news/5f607182-93a4-4e1f-8a2b-4c5d6e7f8091' }

  it('names the original source of an imported article as author and publisher, and the article it is based on', () => {
    const data = newsArticleData(article, page)
    const source = { '@type': 'Organization', name: 'Racquet Times', url: 'https://racquet-times.example' }
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Juniors shine at the city open',
      description: 'Three juniors reached the semi-finals.',
      datePublished: '2026-05-04T08:00:00.000Z',
      author: source,
      publisher: source,
      isBasedOn: 'https://racquet-times.example/news/juniors-city-open',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${siteUrl}${page.path}` },
      url: `${siteUrl}${page.path}`,
    })
    expectClean(data)
  })

  it('has Rally as author and publisher of its own articles, with their cover', () => {
    const own = { ...article, origin: 'editor' as const, sourceName: 'Rally', sourceUrl: null, coverUrl: '/x.webp' }
    const data = newsArticleData(own, page)
    expect(data.publisher).toMatchObject({
      '@type': 'Organization',
      name: 'Rally',
      logo: { url: `${siteUrl}/logo.png` },
    })
    expect(data.author).toEqual(data.publisher)
    expect(data.image).toBe(`${siteUrl}/x.webp`)
    expect(data).not.toHaveProperty('isBasedOn')
    expectClean(data)
  })

  it('keeps a feed source that is not a web address out of every link', () => {
    const data = newsArticleData({ ...article, sourceUrl: 'javascript:alert(1)' }, page)
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Racquet Times' })
    expect(data).not.toHaveProperty('isBasedOn')
    expectClean(data)
  })
})

describe('faqPageData', () => {
  it('lists each question with its accepted answer, in the page language', () => {
    const data = faqPageData(
      [
        { question: '¿Cómo reservo?', answer: 'Elige tu deporte.' },
        { question: '¿Necesito una cuenta?', answer: 'Sí.' },
      ],
      { siteUrl, path: '/faq', language: 'es' },
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: `${siteUrl}/faq`,
      inLanguage: 'es',
      mainEntity: [
        {
          '@type': 'Question',
          name: '¿Cómo reservo?',
          acceptedAnswer: { '@type': 'Answer', text: 'Elige tu deporte.' },
        },
        { '@type': 'Question', name: '¿Necesito una cuenta?', acceptedAnswer: { '@type': 'Answer', text: 'Sí.' } },
      ],
    })
    expectClean(data)
  })
})

describe('breadcrumbData', () => {
  it('numbers the trail from 1 and makes every address absolute', () => {
    const data = breadcrumbData(
      [
        { name: 'Home', path: '/' },
        { name: 'Tennis', path: '/tennis' },
        { name: 'Academies', path: '/tennis/academies' },
        { name: 'Ace Tennis Academy', path: '/tennis/academies/3d4e' },
      ],
      `${siteUrl}/`,
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Tennis', item: `${siteUrl}/tennis` },
        { '@type': 'ListItem', position: 3, name: 'Academies', item: `${siteUrl}/tennis/academies` },
        { '@type': 'ListItem', position: 4, name: 'Ace Tennis Academy', item: `${siteUrl}/tennis/academies/3d4e` },
      ],
    })
    expectClean(data)
  })
})

describe('jsonLdScript', () => {
  it('keeps a closing script tag, comments and line separators as text, and parses back unchanged', () => {
    const data = { title: '</script><script>alert(1)</script> & <!-- \u2028\u2029' }
    const text = jsonLdScript(data)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('lets a bio that tries to close the script stay text in the page', () => {
    const bio = '</script><script>alert(1)</script>'
    const data = personData(
      { ...partner, bio },
      { siteUrl, path: '/tennis/partner/x', jobTitle: 'Tennis sparring partner' },
    )
    const html = `<script type="application/ld+json">${jsonLdScript(data)}</script>`
    // The only way out of the script is the closing tag the page itself writes, at the very end.
    expect(html.toLowerCase().indexOf('</script')).toBe(html.length - '</script>'.length)
    const inside = html.slice('<script type="application/ld+json">'.length, -'</script>'.length)
    expect((JSON.parse(inside) as { mainEntity: { description: string } }).mainEntity.description).toBe(bio)
  })
})
