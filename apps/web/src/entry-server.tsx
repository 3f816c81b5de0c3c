import './lib/zod-without-eval.ts'
import { Writable } from 'node:stream'
import { textsUrls } from 'virtual:rally-texts'
import {
  isAdminRoute,
  isPrivateRoute,
  jsonLdScript,
  type RenderedPage,
  type RenderInput,
  webRouteOf,
} from '@rally/shared'
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToPipeableStream, renderToString as renderToStringSync } from 'react-dom/server'
import { App } from './app/app.tsx'
import { prefetchReads, routeReads } from './app/route-loaders.ts'
import { pageFileOf, preloadAllPages } from './app/router.tsx'
import { StructuredDataCollector, type StructuredDataSink, structuredDataScripts } from './components/json-ld.tsx'
import { type ApiAnswer, setApiTransport } from './lib/api-client.ts'
import { I18nProvider } from './lib/i18n.tsx'
import { serverI18n } from './lib/i18n-server.ts'
import { createQueryClient } from './lib/query-client.ts'
import { type ResponseSignals, ResponseSignalsContext } from './lib/response-signals.ts'
import { type ServerState, serializeErrors, serverStateElementId } from './lib/server-state.ts'
import { SiteUrlContext } from './lib/site-url.ts'

/** How the renderer reaches the API: in-process, as an anonymous visitor (a fetch Response will do). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiAnswer>

/** Renders one page; the caller sets the transport once (`setUpRenderer`). */
export async function render(input: RenderInput): Promise<RenderedPage> {
  return (await renderPage(input, 'loaders')).page
}

/**
 * How the renderer learns a page's reads: from its route's loader, read in one wave before one render
 * ('loaders'), or only by rendering and reading what each render asked for ('discovery', the way
 * before decision 042, kept for the bench's before-and-after figure).
 */
export type ReadsFrom = 'loaders' | 'discovery'

/** What one render cost: React render passes, and the waves of API reads before and between them. */
export type RenderCost = { passes: number; waves: number }

/** Renders one page and counts its passes and waves (the bench compares the two ways to learn its reads). */
export async function renderPage(
  { url, language, siteUrl }: RenderInput,
  readsFrom: ReadsFrom,
): Promise<{ page: RenderedPage; cost: RenderCost }> {
  const queryClient = createQueryClient()
  // No garbage-collection time on the server (Infinity: no timer): the browser's 30 minutes set a timer
  // per query when it is built and again when it settles, each cleared by `clear()` below; the page's
  // client is dropped after one render anyway. gcTime is not dehydrated: the HTML is the same.
  const queries = { ...queryClient.getDefaultOptions().queries, retry: false, gcTime: Number.POSITIVE_INFINITY }
  queryClient.setDefaultOptions({ queries })
  try {
    return await renderWith(queryClient, { url, language, siteUrl }, readsFrom)
  } finally {
    // Each query of the page's client holds a timer for its 30 minutes of garbage-collection time (the
    // browser's cache), and with it the page's data: thousands of renders' worth of heap on a busy
    // server, and a process that cannot exit for half an hour (the bench did not). The page is dehydrated
    // by now: its client is done.
    queryClient.clear()
  }
}

async function renderWith(
  queryClient: QueryClient,
  { url, language, siteUrl }: RenderInput,
  readsFrom: ReadsFrom,
): Promise<{ page: RenderedPage; cost: RenderCost }> {
  const i18n = serverI18n(language)
  const pathname = url.split('?')[0] ?? '/'
  const route = webRouteOf(pathname)
  let signals: ResponseSignals = { notFound: false, failed: false, movedTo: null }
  let structuredData: StructuredDataSink = new Set()
  let html = ''
  const cost: RenderCost = { passes: 0, waves: 0 }
  const asked = askedQueries(queryClient)

  // The route's reads, all at once, before the first render: the render then finds everything it needs.
  const reads = readsFrom === 'loaders' ? routeReads(url, language) : undefined
  if (reads) {
    await prefetchReads(queryClient, reads)
    cost.waves += 1
  }

  // Render, and if the render asked for something not read yet (a route without a loader, or a read its
  // loader does not name), read it and render again, until a render asks for nothing new. Private pages
  // render their frame only. What the last pass still asks for is not read: the browser reads it, as the
  // HTML (in its loading state) expects.
  const renderApp = (renderer: (element: ReactNode) => string | Promise<string>) => {
    asked.clear()
    signals = { notFound: false, failed: false, movedTo: null }
    structuredData = new Set()
    return renderer(
      <SiteUrlContext value={siteUrl}>
        <ResponseSignalsContext value={signals}>
          <StructuredDataCollector value={structuredData}>
            <I18nProvider i18n={i18n}>
              <App queryClient={queryClient} location={url} />
            </I18nProvider>
          </StructuredDataCollector>
        </ResponseSignalsContext>
      </SiteUrlContext>,
    )
  }
  for (;;) {
    cost.passes += 1
    // React's synchronous renderer writes the page as one string; the streaming one encodes it to bytes
    // in small chunks, which are decoded again here (a fifth of a render's time; decision 050). Where a
    // lazy part was not loaded yet (the first render of it in this process), the synchronous renderer
    // leaves it to the browser (a client-rendered boundary, <!--$!-->): that page is rendered again by the
    // streaming renderer, which waits for it, so the HTML is the same either way.
    html = renderApp(renderToStringSync) as string
    if (html.includes(clientRenderedBoundary)) html = await renderApp(renderToString)
    const wanted = queryClient.getQueryCache().getAll().filter(isWaiting)
    if (wanted.length === 0 || cost.passes === maxPasses) break
    await Promise.all(wanted.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })))
    cost.waves += 1
  }

  const { head, body } = splitHoisted(html)
  const state: ServerState = {
    language,
    siteUrl,
    queries: serializeErrors(
      // What the page showed: a loader's read the page did not ask for (a missing profile's ratings) stays out.
      dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status !== 'pending' && asked.has(query.queryHash),
      }),
    ),
  }
  const status = route === null || signals.notFound ? 404 : signals.failed ? failureStatus(queryClient, asked) : 200
  if (signals.movedTo !== null) {
    const moved = { status: 301, location: signals.movedTo, head: '', body: '', state: '', pageFile: '', textsUrl: '' }
    return { page: moved, cost }
  }
  const page: RenderedPage = {
    // A private page's frame is the same for everyone: 200, except the console's, which is nobody's
    // page as far as an anonymous request can tell (decision 002, routes.ts adminRouteNames).
    status: route !== null && isPrivateRoute(route) ? (isAdminRoute(route) ? 404 : 200) : status,
    head: head + structuredDataScripts(structuredData),
    body,
    state: `<script type="application/json" id="${serverStateElementId}">${jsonLdScript(state)}</script>`,
    pageFile: pageFileOf(pathname),
    textsUrl: textsUrls[language],
  }
  return { page, cost }
}

const maxPasses = 4

/** Where React's synchronous renderer gave up on a part that suspended, and left it to the browser. */
const clientRenderedBoundary = '<!--$!-->'

/** Once, before the first render: where API calls go, and every page's code loaded. */
export async function setUpRenderer(transport: ApiTransport): Promise<void> {
  setApiTransport(transport)
  await preloadAllPages()
}

/**
 * The queries a render asks for, by hash: every hook of TanStack Query (useQuery, useInfiniteQuery,
 * useQueries) passes its options through `defaultQueryOptions` as it renders, as reads do.
 */
function askedQueries(queryClient: QueryClient): Set<string> {
  const asked = new Set<string>()
  const defaults = queryClient.defaultQueryOptions.bind(queryClient)
  queryClient.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options)
    if (defaulted.queryHash) asked.add(defaulted.queryHash)
    return defaulted
  }) as typeof defaults
  return asked
}

/** A query a render asked for that has not been read yet (and may be: not disabled). */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown }
  if (typeof queryFn !== 'function') return false
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false
}

/**
 * A page whose data failed: 503 when the API failed (its database is down), 400 when it refused the
 * request; of the reads the page asked for (not a loader's read it did not use).
 */
function failureStatus(queryClient: QueryClient, asked: ReadonlySet<string>): number {
  const errors = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => asked.has(query.queryHash))
    .flatMap((query) => (query.state.status === 'error' ? [query.state.error as { status?: unknown }] : []))
  const serverFailed = errors.some((error) => typeof error?.status !== 'number' || error.status >= 500)
  return serverFailed || errors.length === 0 ? 503 : 400
}

/** Renders to a string, waiting for every lazy part (Suspense) to be ready. */
function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in place: no boundary is streamed after the rest and swapped in by a script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A failure inside a Suspense boundary: the boundary renders on the client instead.
        if (!(error instanceof Error && error.message.includes('aborted'))) console.error(error)
      },
    })
  })
}

/**
 * React puts the elements it hoists (title, meta, link) first in a partial render: they go to <head>,
 * the rest into the root element.
 */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/.exec(html)
  const head = hoisted?.[0] ?? ''
  return { head, body: html.slice(head.length) }
}
