import type { LanguageCode } from './languages.ts'

/**
 * The contract between the API's web module (apps/api/src/modules/web), which serves pages, and the
 * web app's server renderer (apps/web/src/entry-server.tsx, built to dist-server/), which it loads.
 */

export type RenderInput = {
  /** The path and query of the page (e.g. /tennis/coach/…?lang=th). */
  url: string
  language: LanguageCode
  /** PUBLIC_URL: absolute addresses in metadata and structured data. */
  siteUrl: string
}

/** What the renderer answers for one page. */
export type RenderedPage = {
  /**
   * 200, 404 (not in the route table, or a record that does not exist), 503 (the data failed) or 301
   * (the page's one address is `location`).
   */
  status: number
  /** Where a page moved for good (a path of the site with its query): the answer is 301 to it. */
  location?: string
  /** The <title>, <meta> and <link> elements the page declared, for <head>. */
  head: string
  /** The page's markup, for <div id="root">. */
  body: string
  /** The JSON script element with the language and the data the page read (hydration reads it). */
  state: string
  /** The source file of the page's module, to find its chunk in the build's manifest. */
  pageFile: string
  /** The address of the page's texts (its language), which the browser reads before hydrating. */
  textsUrl: string
}
