export type PageItem = number | 'gap'

/** Page numbers to offer: the first, the last, and the current one with its neighbours; gaps between. */
export function pageItems(current: number, totalPages: number, neighbours = 1): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : []
  const pages = new Set([1, totalPages])
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= totalPages) pages.add(page)
  }
  const sorted = [...pages].sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous === 2) items.push(previous + 1)
    else if (previous !== undefined && page - previous > 2) items.push('gap')
    items.push(page)
  }
  return items
}
