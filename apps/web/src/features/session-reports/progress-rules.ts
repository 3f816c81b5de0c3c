import type { Junior } from '@rally/shared'

/** The address's parameter that names the junior whose progress /progress shows (absent: the person's own). */
export const juniorParam = 'junior'

/**
 * Whose timeline /progress shows: the junior the address names (`?junior=<id>`) when they are one of the
 * signed-in person's juniors, otherwise the person's own ('me'). `undefined` while the juniors are still being
 * read and the address names one: nothing is read until it is known whose it is, so a link to a junior's
 * progress never shows the guardian's own for a moment.
 */
export function progressSubject<J extends Pick<Junior, 'id'>>(
  juniorId: string | null,
  juniors: readonly J[] | undefined,
): J | 'me' | undefined {
  if (!juniorId) return 'me'
  if (juniors === undefined) return undefined
  return juniors.find((junior) => junior.id === juniorId) ?? 'me'
}

/**
 * The address's query after a choice on /progress: the junior chosen (none for 'me') and the sport, each kept
 * unless the choice changes it; other parameters are left as they were.
 */
export function progressQuery(
  current: URLSearchParams,
  choice: { junior?: string | null; sport?: string },
): URLSearchParams {
  const next = new URLSearchParams(current)
  if (choice.junior !== undefined) {
    if (choice.junior === null) next.delete(juniorParam)
    else next.set(juniorParam, choice.junior)
  }
  if (choice.sport !== undefined) next.set('sport', choice.sport)
  return next
}
