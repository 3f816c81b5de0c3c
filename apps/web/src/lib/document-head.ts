/** One element of a page's own <head>: a meta or link tag and its attributes. */
export type HeadTag = { tag: 'meta' | 'link'; attributes: Record<string, string> }

/**
 * The elements of <head> that belong to a page rather than to the site: those the server rendered for
 * the first page and those an earlier page wrote. The site's own (charset, viewport, icons, the
 * stylesheet, the app's scripts) are not among them.
 */
const pageOwned = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
].join(',')

/**
 * Makes the document's title and page-owned head elements those of the page on screen (decision 027):
 * the browser's runtime does not hoist <title> and <meta> from the page into <head> as React's server
 * renderer does, so the page writes them. An element already there as asked is kept; the others go.
 */
export function writeDocumentHead(document: Document, title: string, tags: readonly HeadTag[]): void {
  if (document.title !== title) document.title = title
  const wanted = new Map(tags.map((tag) => [markupOf(tag), tag]))
  for (const element of document.head.querySelectorAll(pageOwned)) {
    const markup = markupOf({
      tag: element.localName as HeadTag['tag'],
      attributes: Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value])),
    })
    // The first of each kept; a second copy (index.html's default description) goes too.
    if (wanted.has(markup)) wanted.delete(markup)
    else element.remove()
  }
  for (const { tag, attributes } of wanted.values()) {
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    document.head.append(element)
  }
}

/** A tag as one comparable string: its name and its attributes in name order. */
function markupOf({ tag, attributes }: HeadTag): string {
  const pairs = Object.entries(attributes)
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a = ''], [b = '']) => a.localeCompare(b))
  return `${tag} ${JSON.stringify(pairs)}`
}
