/**
 * A provider's ratings over time, for their dashboard (issue 24, decision 066): a port of the feedbacks
 * module, implemented by `rating-history-repository.ts`. Approved ratings only, as the profile shows them.
 */
export type RatingHistory = {
  /** Approved ratings per UTC month from `from` on: how many, and their average to one decimal. */
  ratingsByMonth(
    resourceIds: readonly string[],
    from: Date,
  ): Promise<Array<{ month: string; ratings: number; average: number }>>
}
