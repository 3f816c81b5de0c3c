import path from 'node:path'

/** A chunk of the web build's manifest (dist/.vite/manifest.json). */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
export type Manifest = Record<string, ManifestChunk>

/** What the web app's server renderer answers for one page. */
export type RenderedPage = { status: number; head: string; body: string; state: string; pageFile: string }

/**
 * The page's HTML: the built index.html with the rendered head elements, the page's markup in the
 * root element, the state hydration reads, and early loads for the page's own chunks and texts.
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
  const alreadyLoaded = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]))
  const chunks = [pageSource(page.pageFile), ...languageSources(manifest, language)]
  const files = new Set<string>()
  const styles = new Set<string>()
  for (const source of chunks) collectChunk(manifest, source, files, styles)

  const preloads = [
    ...[...styles]
      .filter((file) => !alreadyLoaded.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...files]
      .filter((file) => !alreadyLoaded.has(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
  ].join('')
  // The page's own title replaces the site-wide one; a page without one (a private page's frame) keeps it.
  const withTitle = page.head.includes('<title>') ? template.replace(/<title>[^<]*<\/title>/, '') : template
  return withTitle
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `${page.head}${preloads}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${page.state}`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
}

/**
 * index.html as the server sends it around every rendered page. The page arrives whole, so its scripts
 * only make it interactive: they download at low priority (the stylesheet and the page's pictures
 * first on a slow connection), and the app's entry is started by the boot script once the page is
 * painted (apps/web/src/boot.ts), never before. A build without the boot script keeps its entry as is.
 */
export function serverPageTemplate(template: string, manifest: Manifest): string {
  const lowPriority = template.replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
  const boot = manifest['src/boot.ts']?.file
  return lowPriority.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (script, entry: string) =>
    boot
      ? `<link rel="modulepreload" fetchpriority="low" crossorigin href="${entry}">` +
        `<script type="module" fetchpriority="low" crossorigin src="/${boot}" data-entry="${entry}"></script>`
      : script.replace('<script type="module" ', '<script type="module" fetchpriority="low" '),
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
