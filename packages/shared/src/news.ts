import { z } from 'zod'
import { uploadedFileUrl } from './coaches.ts'
import { fillMessage } from './messages.ts'
import { pagingQueryFields, sportQuery } from './sport-query.ts'
import { sports } from './sports.ts'

/** Where an article comes from: written by an admin on Rally, or imported from a configured feed. */
export const newsOrigins = ['editor', 'feed'] as const
export type NewsOrigin = (typeof newsOrigins)[number]
/** An editor's article waits for an admin (pending); an admin's is published at once; only published ones are public. */
export const newsStatuses = ['pending', 'published', 'declined'] as const
export type NewsStatus = (typeof newsStatuses)[number]

export const newsPageSize = { default: 12, max: 50 } as const
export const newsTitleLength = { min: 5, max: 150 } as const
export const newsSummaryLength = { min: 1, max: 300 } as const
export const newsBodyLength = { min: 50, max: 20_000 } as const
/** The source named on articles written on Rally itself. */
export const newsroomName = 'Rally'

/** GET /v1/news?sport=&page=&limit=: articles, newest first. */
export const newsListQuerySchema = z.object({
  sport: sportQuery('sport').optional(),
  ...pagingQueryFields(newsPageSize),
})
export type NewsListQuery = z.infer<typeof newsListQuerySchema>

export const newsArticleParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid article id' }) })

/** An article as the list shows it. */
export const newsArticleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  /** An uploaded picture or a drawn demo court; null for feed items, which show the sport's picture. */
  coverUrl: z.string().nullable(),
  /** Null for news of both sports (or of racquet sports in general). */
  sport: z.enum(sports).nullable(),
  sourceName: z.string(),
  /** The original article elsewhere; null for articles written on Rally. */
  sourceUrl: z.string().nullable(),
  origin: z.enum(newsOrigins),
  publishedAt: z.iso.datetime(),
})
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>

export const newsListSchema = z.object({ data: z.array(newsArticleSummarySchema), total: z.number() })
export type NewsList = z.infer<typeof newsListSchema>

/** One article with its text: plain paragraphs separated by blank lines. */
export const newsArticleSchema = newsArticleSummarySchema.extend({
  body: z.string(),
  /** Anyone sees published articles; a pending or declined one only its writer and admins. */
  status: z.enum(newsStatuses),
})
export type NewsArticle = z.infer<typeof newsArticleSchema>
export const newsArticleResponseSchema = z.object({ data: newsArticleSchema })

const newsSummaryRequired = 'Summary is required'

const lengthText = (template: string, limits: { min: number; max: number }) => {
  const message = fillMessage(template, limits)
  return z.string({ error: message }).trim().min(limits.min, message).max(limits.max, message)
}

/**
 * POST /v1/news (and PATCH /v1/news/:id, every field optional): an editor writes an article that
 * waits for an admin; an admin's is published at once.
 */
export const writeNewsArticleInputSchema = z.object({
  title: lengthText('The title must be {{min}} to {{max}} characters', newsTitleLength),
  // An empty summary is missing, not too long: it says so.
  summary: z
    .string({ error: newsSummaryRequired })
    .trim()
    .min(newsSummaryLength.min, newsSummaryRequired)
    .max(newsSummaryLength.max, fillMessage('Write a summary of at most {{max}} characters', newsSummaryLength)),
  body: lengthText('The article must be {{min}} to {{max}} characters', newsBodyLength),
  /** Null for news of both sports. */
  sport: z.enum(sports, { error: 'Choose Badminton or Tennis' }).nullable(),
  coverUrl: uploadedFileUrl(['image']),
})
export type WriteNewsArticleInput = z.infer<typeof writeNewsArticleInputSchema>
export const updateNewsArticleInputSchema = writeNewsArticleInputSchema.partial()
export type UpdateNewsArticleInput = z.infer<typeof updateNewsArticleInputSchema>

/** The paragraphs of an article's text. */
export const newsParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
