import { type BlogPostSummary, blogFeedPath, pathTo } from '@rally/shared'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** An RSS 2.0 document of the latest posts, every link absolute from the site's public address. */
export function blogFeed(posts: BlogPostSummary[], publicUrl: string): string {
  const site = publicUrl.replace(/\/+$/, '')
  const items = posts.map((post) => {
    const link = `${site}${pathTo('blogPost', { username: post.author.username, slug: post.slug })}`
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      post.publishedAt ? `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : '',
      ...[post.sport, ...post.tags].map((category) => `      <category>${escapeXml(category)}</category>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const latest = posts[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>Rally blog</title>',
    `    <link>${escapeXml(`${site}${pathTo('blogs')}`)}</link>`,
    `    <atom:link href="${escapeXml(`${site}${blogFeedPath}`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Tennis and badminton writing from players, parents and specialists on Rally</description>',
    '    <language>en</language>',
    latest ? `    <lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n')
}
