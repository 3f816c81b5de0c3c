import { createHash } from 'node:crypto'
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import type { Transaction } from '../client.ts'
import {
  academies,
  blogPostReports,
  blogPosts,
  feedbacks,
  newsArticles,
  personalCoaches,
  sparringPartners,
  users,
} from '../schema/index.ts'

/**
 * What waits for the demo admin in the console's approval queues, beyond what the catalogue already
 * holds (inactive partners, pending testimonials, a first blog post, vacancies awaiting approval): a
 * specialist and an academy who registered in the last days, ratings to moderate, a reported post
 * and an editor's article. Only records the public never sees are added, so every public list and
 * count stays as it was; the people are new accounts, each reading e-mail in their own language.
 */
export async function seedDemoApprovals(tx: Transaction, { referenceDate }: { referenceDate: Date }) {
  const daysAgo = (days: number) => new Date(referenceDate.getTime() - days * 86_400_000)
  const person = (
    key: string,
    values: { firstName: string; lastName: string; language: string; isEditor?: boolean },
  ) => ({
    id: stableId(`demo-approvals:${key}`),
    identitySubject: `seed:approvals:${key}`,
    // Names of their own, apart from the generated people's.
    email: `${values.firstName}.${values.lastName}.${key}@demo.example`.toLowerCase(),
    username: `${values.firstName}_${key}`.toLowerCase(),
    role: null,
    onboardedAt: daysAgo(6),
    createdAt: daysAgo(6),
    updatedAt: daysAgo(6),
    ...values,
  })
  const specialist = person('specialist', { firstName: 'Lena', lastName: 'Hoffmann', language: 'de' })
  const academyOwner = person('academy', { firstName: 'Kanya', lastName: 'Srisuk', language: 'th' })
  const editor = person('editor', { firstName: 'Priya', lastName: 'Nair', language: 'en', isEditor: true })
  const rater = person('rater', { firstName: 'Mateo', lastName: 'Rossi', language: 'it' })
  const people = [specialist, academyOwner, editor, rater]
  await tx.insert(users).values(people)

  await tx.insert(personalCoaches).values({
    id: stableId('demo-approvals:coach'),
    userId: specialist.id,
    firstName: specialist.firstName,
    lastName: specialist.lastName,
    email: specialist.email,
    phone: '+49 151 23456789',
    title: 'Tennis coach, footwork and match play',
    category: 'Tennis',
    city: 'Munich',
    country: 'Germany',
    isApproved: false,
    highestRank: 'German U18 top 30',
    feeAmount: 55,
    feeCurrency: 'EUR',
    experienceYears: 7,
    coachingExperience:
      'Seven years coaching juniors and club players at TC Schwabing: footwork, serve patterns and match planning.',
    academy: 'TC Schwabing',
    certifications: ['DTB B-Trainer', 'ITF Level 2'],
    specializations: ['Footwork', 'Match play'],
    languages: ['German', 'English'],
    references: [
      { name: 'Markus Brandt', relation: 'Head coach, TC Schwabing', contact: 'm.brandt@tc-schwabing.example' },
    ],
    createdAt: daysAgo(2),
    updatedAt: daysAgo(2),
  })

  await tx.insert(academies).values({
    id: stableId('demo-approvals:academy'),
    ownerUserId: academyOwner.id,
    name: 'Smash Point Badminton Academy',
    category: 'Badminton',
    isApproved: false,
    location: 'Bangkok, Thailand',
    description:
      'Evening and weekend badminton classes for juniors and adults on six wooden courts near BTS On Nut, with coaches who played in the Thai league.',
    website: 'https://smashpoint.example',
    email: 'hello@smashpoint.example',
    phone: '+66 81 234 5678',
    createdAt: daysAgo(3),
    updatedAt: daysAgo(3),
  })

  // Two ratings of a listed partner and specialist, waiting for moderation.
  const [partner] = await tx
    .select({ id: sparringPartners.id })
    .from(sparringPartners)
    .where(eq(sparringPartners.status, 'ACTIVE'))
    .orderBy(asc(sparringPartners.createdAt), asc(sparringPartners.id))
    .limit(1)
  const [coach] = await tx
    .select({ id: personalCoaches.id })
    .from(personalCoaches)
    .where(eq(personalCoaches.isApproved, true))
    .orderBy(asc(personalCoaches.createdAt), asc(personalCoaches.id))
    .limit(1)
  const ratings = [
    partner && {
      resourceType: 'partner' as const,
      resourceId: partner.id,
      rating: 5,
      comment: 'Sharp and patient; we drilled cross-court rallies for an hour and my timing improved.',
    },
    coach && {
      resourceType: 'coach' as const,
      resourceId: coach.id,
      rating: 4,
      comment: 'Clear advice on my serve, with a plan to practise between sessions.',
    },
  ].filter((rating) => rating !== undefined)
  if (ratings.length > 0) {
    await tx.insert(feedbacks).values(
      ratings.map((rating, index) => ({
        ...rating,
        id: stableId(`demo-approvals:rating:${index}`),
        // As the other seeded ratings: no account, since a signed-in rating needs a completed session.
        userId: null,
        authorName: 'Mateo R.',
        status: 'pending' as const,
        createdAt: daysAgo(1 + index),
      })),
    )
  }

  // A published post two readers reported: it stays public until an operator decides.
  const [post] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), isNotNull(blogPosts.publishedAt)))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id))
    .limit(1)
  if (post) {
    await tx.insert(blogPostReports).values([
      {
        id: stableId('demo-approvals:report:0'),
        postId: post.id,
        reporterId: rater.id,
        reason: 'It links to a shop selling rackets; it reads like an advertisement.',
        createdAt: daysAgo(1),
      },
      {
        id: stableId('demo-approvals:report:1'),
        postId: post.id,
        reporterId: academyOwner.id,
        reason: 'Advertising',
        createdAt: daysAgo(0.5),
      },
    ])
  }

  // An editor's article: not public until an admin approves it.
  await tx.insert(newsArticles).values({
    id: stableId('demo-approvals:news'),
    title: 'Indoor hard courts open in Whitefield for the monsoon season',
    summary: 'Four covered courts with lights take bookings from next week, with junior batches on weekday evenings.',
    body: [
      'Four covered hard courts opened in Whitefield this week, so players in east Bengaluru can keep training through the monsoon.',
      'The courts have LED lights and take bookings from six in the morning to ten at night; junior batches run on weekday evenings.',
      'Coaches on Rally who teach nearby can book the courts for their sessions at a club rate.',
    ].join('\n\n'),
    sport: 'Tennis',
    coverUrl: '/media/courts/tennis-7.svg',
    sourceName: 'Rally',
    publishedAt: daysAgo(1),
    origin: 'editor',
    editorId: editor.id,
    status: 'pending',
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
  })

  return { users: people.length, coaches: 1, feedbacks: ratings.length }
}

/** The same id on every seeding. */
function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
