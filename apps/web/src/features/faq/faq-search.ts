// Accents are dropped only after Latin, Greek and Cyrillic letters: in Thai, Japanese or
// Korean the combining marks are part of the letter and must still tell words apart.
const accents = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu

/** Text as the FAQ search compares it: without accents, in lower case, spaces collapsed. */
export function searchableText(text: string): string {
  return text.normalize('NFD').replace(accents, '$1').normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim()
}

/** Whether every word of the query appears in the text (in any order). */
export function matchesSearch(text: string, query: string): boolean {
  const words = searchableText(query).split(' ').filter(Boolean)
  const haystack = searchableText(text)
  return words.every((word) => haystack.includes(word))
}
