import { type Junior, juniorMaxAge, juniorMinAge, rallyLevels } from '@rally/shared'

/** The years of birth a junior may have in `year` (4 to 17 this year), for the year field's bounds. */
export const birthYearBounds = (year: number) => ({ min: year - juniorMaxAge, max: year - juniorMinAge })

/** The level field's choices: none (the level is optional), then the Rally levels 0 to 7. */
export const levelChoices = ['', ...rallyLevels.map(String)] as const

/** The level field's value back to the API's: '' clears it, else the whole number. */
export const levelFromChoice = (choice: unknown): number | null =>
  choice === '' || choice === null || choice === undefined ? null : Number(choice)

/**
 * The "Book for" choice as the booking request carries it: a junior of the list, or nobody (the booker
 * themself). A value no longer in the list (a junior removed in another tab) books for the booker, never
 * a stranger's id.
 */
export const juniorIdFor = (choice: string, juniors: readonly Pick<Junior, 'id'>[]): string | undefined =>
  juniors.some((junior) => junior.id === choice) ? choice : undefined
