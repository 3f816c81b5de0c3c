/** How much of a description search results show: about 155 characters. */
export const metaDescriptionLength = 155

/**
 * A page's meta description from a record's own text (a bio, an excerpt): one line, cut at a word
 * before `max` characters with an ellipsis. Empty when the text is; the page then says something generic.
 */
export function metaDescription(text: string | null | undefined, max = metaDescriptionLength): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.!?…–—-]+$/, '')}…`
}
