import { z } from 'zod'
import { sportFromSlug, sportSlugs } from './sports.ts'

/**
 * A sport given in a query string. Clients send both `Tennis` and `tennis`
 * (the spec shows both spellings), so either case is accepted and normalised.
 */
export const sportQuery = (field: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(sportSlugs, { error: `${field} must be Badminton or Tennis` }))
    .transform(sportFromSlug)

export const sportQuerySchema = sportQuery('category')

/** `page` (from 1) and `limit` of a list that answers a page at a time, with the list's own page size. */
export const pagingQueryFields = (pageSize: { readonly default: number; readonly max: number }) => ({
  page: pageQueryField,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(pageSize.max, `limit must be at most ${pageSize.max}`)
    .default(pageSize.default),
})

const pageQueryField = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page starts at 1')
  .max(10_000, 'page must be at most 10000')
  .default(1)

/** `page` alone, for a list whose page size is fixed. */
export const pageQueryFields = { page: pageQueryField }
