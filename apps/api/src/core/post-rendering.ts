// Shared by the blogs module, which renders at write, and the demo seed, which stores posts the same way.
import { blogSlugMaxLength } from '@rally/shared'
import slugify from '@sindresorhus/slugify'
import MarkdownIt from 'markdown-it'
import sanitizeHtml from 'sanitize-html'

// Raw HTML in the Markdown is allowed through to the sanitizer, which is the one gate for what a
// reader's browser runs: links are checked by it too, not only by markdown-it's own link rule.
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true })
// markdown-it leaves a link it finds unsafe (`javascript:`, `data:`) as its raw Markdown, which then
// showed in the post, its excerpt, the feed and the search snippet: it is parsed as a link here and
// the sanitizer below turns it into its plain words.
markdown.validateLink = () => true

/** A link to another scheme than the web's or mail's, or to `//elsewhere`: not a link readers get. */
const unsafeHref = /^(?!(?:https?|mailto):)[a-z][a-z0-9+.-]*:|^\/\/|^$/i

/** Our own storage: uploads and the seed's pictures. Images from anywhere else could track readers. */
const ownImage = /^\/media\/[A-Za-z0-9/_.-]+$/

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'sup',
    'sub',
    'a',
    'span',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], code: ['class'], ol: ['start'] },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      // Browsers ignore spaces and control characters in a scheme ("java\tscript:").
      const href = [...(attribs.href ?? '')].filter((character) => character > ' ').join('')
      // A link to nowhere safe keeps its words and loses its look: a span, not an <a> without href.
      if (unsafeHref.test(href)) return { tagName: 'span', attribs: {} }
      // Our own pages are linked by path; anything absolute is someone else's site.
      const external = /^[a-z][a-z0-9+.-]*:/i.test(href)
      const { target: _target, rel: _rel, ...rest } = attribs
      return { tagName, attribs: external ? { ...rest, rel: 'nofollow ugc noopener' } : rest }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage.test(frame.attribs.src ?? ''),
}

/** HTML safe to show to any reader: no script, frames, styles, event attributes or foreign images. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions)
}

/** A post's Markdown as the sanitized HTML that is stored with it and shown to readers. */
export function renderPostMarkdown(body: string): string {
  return sanitizePostHtml(markdown.render(body))
}

/**
 * The plain text of the start of a post, for cards, the page's description, its structured data and
 * the feed. A heading or list item that ends without punctuation gets a full stop, so it does not run
 * into the next sentence; a cut text ends in one ellipsis, not a stop and an ellipsis.
 */
export function excerptOf(html: string, length = 220): string {
  const text = sanitizeHtml(
    html
      .replace(/([^.!?:;…>\s])\s*(<\/(?:h[1-6]|li|th|td)>)/g, '$1.$2')
      .replace(/<\/(p|h[1-6]|li|blockquote|pre|th|td)>/g, '$& '),
    { allowedTags: [], allowedAttributes: {} },
  )
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 30)).replace(/[\s.,;:!?…–—-]+$/, '')}…`
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /\w/.test(word)).length
  return Math.max(1, Math.ceil(words / 200))
}

/** The address a title gives a post: lowercase ASCII words and hyphens, never empty. */
export function slugFromTitle(title: string): string {
  const slug = slugify(title).slice(0, blogSlugMaxLength).replace(/-+$/, '')
  return slug || 'post'
}
