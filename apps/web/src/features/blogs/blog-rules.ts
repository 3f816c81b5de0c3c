import { type BlogPostSummary, blogMaxTags, blogPageSize } from '@rally/shared'

export { blogPageSize }

/** The page number in ?page=, 1 when missing or not a whole number from 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** Every tag of the listed posts, most used first, at most `limit`. */
export function tagsOf(posts: BlogPostSummary[], limit = 12): string[] {
  const counts = new Map<string, number>()
  for (const tag of posts.flatMap((post) => post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([tag]) => tag)
}

/** Tags as typed in the form ("Footwork, doubles drills"), as the API takes them. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter(Boolean)
  return [...new Set(tags)]
}

export const maxTags = blogMaxTags
