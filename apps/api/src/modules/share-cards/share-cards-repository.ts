import { publicJobStatuses } from '@rally/shared'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  academies,
  blogPosts,
  jobs,
  newsArticles,
  personalCoaches,
  sparringPartners,
  users,
} from '../../db/schema/index.ts'

const id = sql.placeholder('id')

/**
 * What each kind of sharing card shows, read only for records the public may see on their
 * page: approved specialists and academies, active partners, vacancies that are open, closed
 * or expired (never drafts, pending or rejected ones), published blog posts, any news article.
 * Public columns only; nothing here is a contact detail.
 */
export function createShareCardsRepository(db: Database) {
  // Cards are read on every share-preview fetch: prepared once, each is one planned index lookup.
  const specialist = db
    .select({
      firstName: personalCoaches.firstName,
      lastName: personalCoaches.lastName,
      image: personalCoaches.image,
      title: personalCoaches.title,
      category: personalCoaches.category,
      city: personalCoaches.city,
      country: personalCoaches.country,
    })
    .from(personalCoaches)
    .where(and(eq(personalCoaches.id, id), eq(personalCoaches.isApproved, true)))
    .prepare('share_card_specialist')
  const partner = db
    .select({
      firstName: sparringPartners.firstName,
      lastName: sparringPartners.lastName,
      image: sparringPartners.image,
      sport: sparringPartners.sport,
      city: sparringPartners.city,
      country: sparringPartners.country,
    })
    .from(sparringPartners)
    .where(and(eq(sparringPartners.id, id), eq(sparringPartners.status, 'ACTIVE')))
    .prepare('share_card_partner')
  const academy = db
    .select({
      name: academies.name,
      category: academies.category,
      location: academies.location,
      coverImage: academies.coverImage,
    })
    .from(academies)
    .where(and(eq(academies.id, id), eq(academies.isApproved, true)))
    .prepare('share_card_academy')
  // An open vacancy past its validThrough reads as expired, which is public too: no date test needed.
  const job = db
    .select({
      jobTitle: jobs.jobTitle,
      academyName: jobs.academyName,
      jobLocation: jobs.jobLocation,
      logoUrl: jobs.logoUrl,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.status, [...publicJobStatuses])))
    .prepare('share_card_job')
  const blog = db
    .select({
      title: blogPosts.title,
      coverUrl: blogPosts.coverUrl,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorUsername: users.username,
    })
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .where(and(eq(blogPosts.id, id), eq(blogPosts.status, 'published')))
    .prepare('share_card_blog')
  const news = db
    .select({ title: newsArticles.title, sourceName: newsArticles.sourceName, coverUrl: newsArticles.coverUrl })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, 'published')))
    .prepare('share_card_news')

  const first = async <Row>(rows: Promise<Row[]>): Promise<Row | undefined> => (await rows)[0]

  return {
    specialist: (recordId: string) => first(specialist.execute({ id: recordId })),
    partner: (recordId: string) => first(partner.execute({ id: recordId })),
    academy: (recordId: string) => first(academy.execute({ id: recordId })),
    job: (recordId: string) => first(job.execute({ id: recordId })),
    blog: (recordId: string) => first(blog.execute({ id: recordId })),
    news: (recordId: string) => first(news.execute({ id: recordId })),
  }
}

export type ShareCardsRepository = ReturnType<typeof createShareCardsRepository>
