import { z } from 'zod'
import { sportFromSlug, sportSlugs } from './sports.ts'

/**
 * A sport given in a query string. Clients send both `Tennis` and `tennis`
 * (the spec shows both spellings), so either case is accepted and normalised.
 */
export const sportQuerySchema = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(sportSlugs, { error: 'category must be Badminton or Tennis' }))
  .transform(sportFromSlug)
