import path from 'node:path'
import type { RenderedPage } from '@rally/shared'

/** A chunk of the web build's manifest (dist/.vite/manifest.json). */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
export type Manifest = Record<string, ManifestChunk>

/**
 * The element that holds what the page loads once it is painted (apps/web/src/boot.ts moves its
 * links into the head): the app's scripts and the page's texts. Links in a <template> fetch nothing.
 */
const afterPaint = { open: '<template id="rally-after-paint">', close: '</template>' }

/**
 * The page's HTML: the built index.html with the rendered head elements, the page's markup in the
 * root element, the state hydration reads, and the loads of the page's own chunks and texts.
 */
export function pageHtml({
  template,
  page,
  language,
  manifest,
}: {
  template: string
  page: RenderedPage
  language: string
  manifest: Manifest
}): string {
  const [beforeHead, beforeBody, afterBody] = frameOf(template, manifest, language, page)
  // Joined, not replaced: in a replacement string `$&`, `$'` and `` $` `` are patterns, and a bio or a
  // title may well contain "$'".
  return `${beforeHead}${page.head}${beforeBody}${page.body}</div>${page.state}${afterBody}`
}

/**
 * The template's parts around a page's head elements and markup, for one page file and language: made
 * once and kept (decision 050), not made again by every render. At most the route table's page files
 * times the 13 languages, times two (with and without the page's own title).
 */
type Frame = readonly [beforeHead: string, beforeBody: string, afterBody: string]
const frames = new WeakMap<Manifest, Map<string, Map<string, Frame>>>()

function frameOf(template: string, manifest: Manifest, language: string, page: RenderedPage): Frame {
  const ownTitle = page.head.includes('<title>')
  const key = `${language} ${page.pageFile} ${page.textsUrl} ${ownTitle}`
  const byTemplate = frames.get(manifest) ?? new Map<string, Map<string, Frame>>()
  frames.set(manifest, byTemplate)
  const byPage = byTemplate.get(template) ?? new Map<string, Frame>()
  byTemplate.set(template, byPage)
  let frame = byPage.get(key)
  if (!frame) {
    frame = makeFrame(template, manifest, language, page.pageFile, page.textsUrl, ownTitle)
    byPage.set(key, frame)
  }
  return frame
}

function makeFrame(
  template: string,
  manifest: Manifest,
  language: string,
  pageFile: string,
  textsUrl: string,
  ownTitle: boolean,
): Frame {
  const alreadyLoaded = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]))
  const chunks = [pageSource(pageFile), ...languageSources(manifest, language)]
  const files = new Set<string>()
  const styles = new Set<string>()
  for (const source of chunks) collectChunk(manifest, source, files, styles)

  // The page's stylesheets are part of its first paint; its scripts and texts are not.
  const stylesheets = [...styles]
    .filter((file) => !alreadyLoaded.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('')
  const later = [
    ...[...files]
      .filter((file) => !alreadyLoaded.has(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    `<link rel="preload" as="fetch" crossorigin href="${textsUrl}">`,
  ].join('')
  const withLater = template.includes(afterPaint.open)
    ? template.replace(afterPaint.close, () => `${later}${afterPaint.close}`)
    : template.replace('</head>', () => `${later}</head>`)
  // The page's own title replaces the site-wide one; a page without one (a private page's frame) keeps it.
  const withTitle = ownTitle ? withLater.replace(/<title>[^<]*<\/title>/, '') : withLater
  const html = withTitle
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
  const headEnd = html.indexOf('</head>')
  const root = '<div id="root">'
  const rootStart = html.indexOf(`${root}</div>`)
  return [
    html.slice(0, headEnd),
    `${stylesheets}${html.slice(headEnd, rootStart)}${root}`,
    html.slice(rootStart + `${root}</div>`.length),
  ]
}

/**
 * index.html as the server sends it around every rendered page. The page arrives whole, so its scripts
 * only make it interactive: nothing of them is fetched before the page is painted. The boot script
 * (apps/web/src/boot.ts), the one script in the head, waits for the first paint, then loads the
 * scripts (the entry, the shell and the page's chunks, all at once) and the texts, and starts the
 * entry. On a slow connection the HTML, the stylesheet and the pictures on screen have it to
 * themselves until then. A build without the boot script keeps its entry and preloads, at low priority.
 */
export function serverPageTemplate(template: string, manifest: Manifest): string {
  const boot = manifest['src/boot.ts']?.file
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
  if (!boot) {
    return template
      .replace(preload, '<link rel="modulepreload" fetchpriority="low" crossorigin href="$1">')
      .replace(entryScript, (script) =>
        script.replace('<script type="module" ', '<script type="module" fetchpriority="low" '),
      )
  }
  const entry = entryScript.exec(template)?.[1]
  if (!entry) return template
  const modules = [entry, ...[...template.matchAll(preload)].map((match) => match[1])]
  const later = modules.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`)
  return template
    .replace(preload, '')
    .replace(
      entryScript,
      `<script type="module" fetchpriority="low" crossorigin src="/${boot}" data-entry="${entry}"></script>` +
        `${afterPaint.open}${later.join('')}${afterPaint.close}`,
    )
}

/** The manifest key of a page file named relative to the web app's src/app/ folder (router.tsx). */
function pageSource(pageFile: string): string {
  return path.posix.join('src/app', pageFile)
}

function languageSources(manifest: Manifest, language: string): string[] {
  if (language === 'en') return []
  return Object.keys(manifest).filter((source) => source.startsWith(`src/locales/${language}/`))
}

function collectChunk(manifest: Manifest, source: string, files: Set<string>, styles: Set<string>) {
  const chunk = manifest[source]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const style of chunk.css ?? []) styles.add(style)
  for (const imported of chunk.imports ?? []) collectChunk(manifest, imported, files, styles)
}
