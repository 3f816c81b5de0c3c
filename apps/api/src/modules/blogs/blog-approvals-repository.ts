import type { ApprovalState } from '@rally/shared'
import { and, asc, count, eq, exists, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { atVersion } from '../../db/record-version.ts'
import { blogPostReports, blogPosts } from '../../db/schema/index.ts'
import { fieldsOf, sportLabel } from '../approval-fields.ts'
import type { ApprovalRecord, ApprovalSource, Executor } from '../approvals/approval-source.ts'
import type { UserAccount, UserAccounts } from '../users/user-accounts.ts'
import { publishedPost } from './blog-public-records-repository.ts'

const unresolvedReport = (postId: SQL | typeof blogPosts.id | string) =>
  and(eq(blogPostReports.postId, postId as never), isNull(blogPostReports.resolvedAt))

const waitingPost = eq(blogPosts.status, 'pending')

/** A published post (one the public reads) with a report nobody has settled. */
const reportedPostWaiting = (db: Executor) =>
  and(publishedPost, exists(db.select({ one: sql`1` }).from(blogPostReports).where(unresolvedReport(blogPosts.id))))

/** When the oldest unsettled report of the post came in: where a reported post stands in its queue. */
const firstOpenReport = sql<Date>`(select min(${blogPostReports.createdAt}) from ${blogPostReports}
  where ${blogPostReports.postId} = ${blogPosts.id} and ${blogPostReports.resolvedAt} is null)`.mapWith(
  (value: string | Date) => new Date(value),
)

const authorName = (author: UserAccount | undefined) => author?.fullName || author?.username || null

/**
 * The two queues of blog posts: new posts waiting to be published, and published posts someone
 * reported. Authors and reporters are accounts, which the users module reads.
 */
export function createBlogApprovalSources(db: Database, accounts: UserAccounts): ApprovalSource[] {
  function sourceOf(queue: 'blogPosts' | 'reportedPosts'): ApprovalSource {
    const reported = queue === 'reportedPosts'
    const waiting = (executor: Executor) => (reported ? reportedPostWaiting(executor) : waitingPost)
    const since = reported ? firstOpenReport : blogPosts.updatedAt

    async function reportsOf(postId: string, executor: Executor): Promise<ApprovalRecord['reports']> {
      if (!reported) return []
      const reports = await executor
        .select({
          reason: blogPostReports.reason,
          reporterId: blogPostReports.reporterId,
          createdAt: blogPostReports.createdAt,
        })
        .from(blogPostReports)
        .where(unresolvedReport(postId))
        .orderBy(asc(blogPostReports.createdAt))
      const reporters = await accounts.byIds(
        reports.map((report) => report.reporterId),
        executor,
      )
      return reports.map((report) => {
        const reporter = reporters.get(report.reporterId)
        const reporterEmail = reporter?.email ?? ''
        return {
          reason: report.reason,
          reporterName: reporter?.fullName || reporterEmail,
          reporterEmail,
          createdAt: new Date(report.createdAt),
        }
      })
    }

    const stateOf = (status: string, openReports: number): ApprovalState =>
      reported
        ? status !== 'published'
          ? 'declined'
          : openReports > 0
            ? 'waiting'
            : 'approved'
        : status === 'pending'
          ? 'waiting'
          : status === 'published'
            ? 'approved'
            : 'declined'

    return {
      queue,
      auditEntity: reported ? 'reportedPost' : 'blogPost',
      // Keeping a reported post tells nobody: its author never heard of the report.
      quietApproval: reported,

      waitingCount: () => db.select({ n: count() }).from(blogPosts).where(waiting(db)),

      async list({ limit, offset }) {
        const rows = await db
          .select({ id: blogPosts.id, title: blogPosts.title, authorId: blogPosts.authorId, since })
          .from(blogPosts)
          .where(waiting(db))
          .orderBy(asc(since), asc(blogPosts.id))
          .limit(limit)
          .offset(offset)
        const authors = await accounts.byIds(rows.map((row) => row.authorId))
        return rows.map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: authorName(authors.get(row.authorId)),
          rating: null,
          submittedAt: new Date(row.since),
        }))
      },

      async find(id, executor = db) {
        const [post] = await executor.select().from(blogPosts).where(eq(blogPosts.id, id))
        if (!post) return undefined
        const author = (await accounts.byIds([post.authorId], executor)).get(post.authorId)
        const reports = await reportsOf(post.id, executor)
        return {
          id: post.id,
          state: stateOf(post.status, reports.length),
          title: post.title,
          subtitle: authorName(author),
          imageUrl: post.coverUrl,
          fields: fieldsOf([
            ['author', authorName(author)],
            ['sport', post.sport, sportLabel(post.sport)],
            ['tags', post.tags],
          ]),
          text: post.body,
          html: post.html,
          submittedAt: reported && reports[0] ? reports[0].createdAt : post.updatedAt,
          version: post.updatedAt,
          ownerId: post.authorId,
          documents: [],
          reports,
          declineReason: null,
          link: author?.username ? { kind: 'blogPost', username: author.username, slug: post.slug } : null,
        }
      },

      async decide(tx, id, decision) {
        const { now } = decision
        const approve = decision.kind === 'approve'
        const status = approve ? 'published' : 'rejected'
        const changed = await tx
          .update(blogPosts)
          // A new post is dated when it goes out. A reported post's version moves whether it is kept or
          // not, so a second operator's decision on it finds it changed.
          .set(approve && !reported ? { status, publishedAt: now, updatedAt: now } : { status, updatedAt: now })
          .where(and(eq(blogPosts.id, id), waiting(tx), atVersion(blogPosts.updatedAt, decision.version)))
          .returning({ id: blogPosts.id })
        if (changed.length === 0) return undefined
        if (!reported) return { before: { status: 'pending' }, after: { status } }
        // Keeping the post settles its reports; declining takes it down (rejected) and settles them.
        const settled = await tx
          .update(blogPostReports)
          .set({ resolvedAt: now, resolvedBy: decision.operatorId })
          .where(unresolvedReport(id))
          .returning({ id: blogPostReports.id })
        return {
          before: { status: 'published', openReports: settled.length },
          after: { status, openReports: 0 },
        }
      },
    }
  }

  return [sourceOf('blogPosts'), sourceOf('reportedPosts')]
}
