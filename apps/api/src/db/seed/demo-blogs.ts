import { base, en, Faker } from '@faker-js/faker'
import { excerptOf, readingMinutes, renderPostMarkdown, slugFromTitle } from '../../core/post-rendering.ts'
import type { Transaction } from '../client.ts'
import { blogPosts, users } from '../schema/index.ts'
import { demoPosts, demoWriters } from './data/blog-posts.ts'
import type { DemoAccounts, DemoUserRow } from './demo-users.ts'

type PostRow = typeof blogPosts.$inferInsert & { id: string }

const day = 24 * 60 * 60 * 1000
const hour = 60 * 60 * 1000

/** The writers' accounts: signed-up people whose only demo role is their posts. */
function buildWriters(f: Faker, signedUpAt: Date): (DemoUserRow & { key: string })[] {
  return demoWriters.map((writer) => ({
    key: writer.key,
    id: f.string.uuid(),
    identitySubject: `demo-writer:${writer.key}`,
    email: writer.email,
    firstName: writer.firstName,
    lastName: writer.lastName,
    username: `${writer.firstName}_${writer.lastName}`.toLowerCase(),
    picture: `/media/avatars/writer-${writer.firstName}-${writer.lastName}.svg`.toLowerCase(),
    role: 'player',
    onboardedAt: signedUpAt,
    createdAt: signedUpAt,
    updatedAt: signedUpAt,
  }))
}

/**
 * Posts by the demo accounts and by writers, rendered and sanitized as the API does at write. The
 * demo player has published posts (so a new one goes out at once) and a draft; the demo parent has
 * none, so her first post waits for moderation, as does the one post already waiting.
 */
export function buildDemoBlogs({ demo, referenceDate }: { demo: DemoAccounts; referenceDate: Date }) {
  const f = new Faker({ locale: [en, base] })
  f.seed(4711)
  const writers = buildWriters(f, new Date(referenceDate.getTime() - 400 * day))
  const authorOf = (key: string) => writers.find((writer) => writer.key === key) ?? demo.user(key)
  const posts = demoPosts.map((post): PostRow => {
    const html = renderPostMarkdown(post.body)
    const written = new Date(referenceDate.getTime() - post.daysAgo * day - f.number.int({ min: 1, max: 12 }) * hour)
    const status = post.status ?? 'published'
    return {
      id: f.string.uuid(),
      authorId: authorOf(post.author).id,
      title: post.title,
      slug: slugFromTitle(post.title),
      coverUrl: `/media/courts/${post.sport.toLowerCase()}-${f.number.int({ min: 1, max: 8 })}.svg`,
      body: post.body,
      html,
      excerpt: excerptOf(html),
      sport: post.sport,
      tags: post.tags,
      status,
      publishedAt: status === 'published' ? written : null,
      readingMinutes: readingMinutes(post.body),
      createdAt: written,
      updatedAt: written,
    }
  })
  return { writers: writers.map(({ key: _key, ...writer }) => writer), posts }
}

export async function seedDemoBlogs(tx: Transaction, input: Parameters<typeof buildDemoBlogs>[0]) {
  const { writers, posts } = buildDemoBlogs(input)
  await tx.insert(users).values(writers)
  await tx.insert(blogPosts).values(posts)
  return { writers: writers.length, posts: posts.length }
}
