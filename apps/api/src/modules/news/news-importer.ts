import { newsSummaryLength, type Sport } from '@rally/shared'
import type { FastifyBaseLogger } from 'fastify'
import Parser from 'rss-parser'
import { downloadFeed } from './feed-download.ts'
import type { NewsArticleValues, NewsRepository } from './news-repository.ts'

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>

export type FeedReport = { imported: number; failedFeeds: number }

/**
 * Imports the articles of RSS and Atom feeds, each once: an item is known by its link, and the
 * database's unique link keeps a repeated or concurrent run from adding it again. A feed that
 * cannot be fetched or read is logged and skipped; the others are imported all the same.
 */
export function createNewsImporter({
  repository,
  feeds,
  logger,
  timeoutMs = 10_000,
  clock = () => new Date(),
}: {
  repository: NewsRepository
  feeds: readonly string[]
  logger: Logger
  timeoutMs?: number
  clock?: () => Date
}) {
  const parser = new Parser()
  async function readFeed(feedUrl: string): Promise<NewsArticleValues[]> {
    const xml = await downloadFeed(feedUrl, { timeoutMs })
    const feed = await parser.parseString(xml)
    const sourceName = feed.title?.trim() || new URL(feedUrl).hostname
    const now = clock()
    const byLink = new Map<string, NewsArticleValues>()
    for (const item of feed.items) {
      const link = webLink(item.link, feedUrl)
      const title = item.title?.trim()
      if (!link || !title || byLink.has(link)) continue
      const text = (item.contentSnippet || item.summary || item.content || title).trim()
      const published = item.isoDate ? new Date(item.isoDate) : now
      byLink.set(link, {
        title,
        summary: shorten(text, newsSummaryLength.max),
        body: text,
        // Pictures from elsewhere are not hot-linked (the site's content policy serves its own only).
        coverUrl: null,
        sport: sportOf(`${title} ${(item.categories ?? []).join(' ')} ${sourceName}`),
        sourceName,
        sourceUrl: link,
        publishedAt: Number.isNaN(published.getTime()) || published > now ? now : published,
        origin: 'feed',
      })
    }
    return [...byLink.values()]
  }

  /** Reads every feed once; answers how many articles were new and how many feeds failed. */
  async function importAll(): Promise<FeedReport> {
    const report: FeedReport = { imported: 0, failedFeeds: 0 }
    for (const feedUrl of feeds) {
      try {
        const imported = await repository.insertNewFromFeed(await readFeed(feedUrl))
        report.imported += imported
        if (imported > 0) logger.info({ feed: feedUrl, imported }, 'news feed imported')
      } catch (error) {
        report.failedFeeds += 1
        logger.warn(
          { feed: feedUrl, error: error instanceof Error ? error.message : String(error) },
          'news feed skipped',
        )
      }
    }
    return report
  }

  return { importAll }
}

export type NewsImporter = ReturnType<typeof createNewsImporter>

function webLink(link: string | undefined, feedUrl: string): string | undefined {
  if (!link) return undefined
  try {
    const url = new URL(link.trim(), feedUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

function sportOf(text: string): Sport | null {
  const tennis = /\btennis\b/i.test(text)
  const badminton = /\bbadminton\b|\bshuttle/i.test(text)
  if (tennis === badminton) return null
  return tennis ? 'Tennis' : 'Badminton'
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ')
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`
}
