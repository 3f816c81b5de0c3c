import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { plannedRoutes, sportSlugs, webRoutes } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { findViolations, readSourceTree } from '../../api/src/test/architecture-rules.ts'

/**
 * The web app's layering, read from the source (features/README.md, decision 014):
 * - a feature imports components/, lib/, locales/, @rally/shared, its own files, and another
 *   feature only through that feature's entry, features/<name>/index.ts;
 * - an entry leaves the feature's pages out (app/router.tsx loads them lazily, one chunk each);
 * - components/ and lib/ import no feature and nothing of app/, the composition layer, and of the shared
 *   package only the generic names in `genericSharedNames` (they hold no domain);
 * - app/ composes features through their entries (its router loads pages lazily by path, not by import),
 *   and its server-side route loaders take a feature's query factories (api/queries.ts);
 * - no import circles, here or in packages/shared: the API's rule (every import counts, type-only and lazy too);
 * - a link to a page of the site is built by pathTo, never written by hand;
 * - a query key is made in a factory file (features/<name>/api/queries.ts, lib/queries.ts) only: elsewhere
 *   a key is taken from the owner's factory, never written (decision 042).
 */

type SourceFile = { path: string; text: string }

const srcDir = import.meta.dirname

function readSources(dir: string): SourceFile[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ path: file.split(path.sep).join('/'), text: readFileSync(path.join(dir, file), 'utf8') }))
}

/** The relative modules a file imports, statically or lazily, and re-exports (not the examples in its comments). */
function relativeImports(file: SourceFile): string[] {
  const code = file.text.replace(/^\s*(\/\/|\/\*|\*).*$/gm, '')
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport\(?)\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '')
  return specifiers.map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier)))
}

const featureOf = (modulePath: string) => /^features\/([^/]+)\//.exec(modulePath)?.[1]
const layerOf = (modulePath: string) => modulePath.split('/')[0]

export function boundaryViolations(files: SourceFile[]): string[] {
  const violations: string[] = []
  for (const file of files) {
    const feature = featureOf(file.path)
    const layer = layerOf(file.path)
    for (const target of relativeImports(file)) {
      const other = featureOf(target)
      if (feature && other && other !== feature && target !== `features/${other}/index.ts`) {
        violations.push(`${file.path} reaches into ${target}; import from features/${other}/index.ts`)
      }
      if ((layer === 'components' || layer === 'lib') && (other || layerOf(target) === 'app')) {
        violations.push(`${file.path} (shared by features) imports ${target}`)
      }
      if (feature && layerOf(target) === 'app') violations.push(`${file.path} imports the composition layer: ${target}`)
      // The server's route loaders (app/route-loaders.ts) take a feature's reads from its query factories.
      const faces = [`features/${other}/index.ts`, `features/${other}/api/queries.ts`]
      if (layer === 'app' && other && !faces.includes(target)) {
        violations.push(`${file.path} composes ${target}; app/ takes a feature through features/${other}/index.ts`)
      }
      if (/^features\/[^/]+\/index\.ts$/.test(file.path) && /^features\/[^/]+\/pages\//.test(target)) {
        violations.push(`${file.path} exports a page (${target}); pages load lazily from app/router.tsx`)
      }
    }
  }
  return violations
}

/**
 * What components/ and lib/ may take from @rally/shared: the site's frame (routes, sports, languages, texts,
 * countries, uploads, currencies, error envelopes, share cards, live event names), the structured-data builders the server
 * alone runs, and the signed-in person's record, which the session (lib/auth-store.ts) and RequireSignIn
 * hold. Any other name is a domain's: the code that needs it belongs in that domain's feature.
 */
export const genericSharedNames = new Set([
  // The site's frame: addresses, languages, share cards, sports, countries, uploads, currencies, errors.
  'ErrorEnvelope',
  'LanguageCode',
  // The live stream's event names (lib/live-events.ts carries them), and the one that says it is live; each
  // event's data is its feature's.
  'LiveEventType',
  'liveStreamReadyEvent',
  'PrivateUser',
  'SiteConfig',
  'SportSlug',
  'UploadKind',
  'UploadedFile',
  'WebRouteMatch',
  'WebRouteName',
  'countriesInLanguage',
  'countryForDialCode',
  'defaultDialCode',
  'defaultLanguage',
  'feeCurrencies',
  'fillMessage',
  'isLanguageCode',
  'isMessageTemplate',
  'isShareCard',
  'isSportSlug',
  'jsonLdScript',
  'languageAddress',
  'languageAlternates',
  'languages',
  'messageValues',
  'pathTo',
  'renderedPageAddress',
  'siteShareCard',
  'sportSlugs',
  'uploadRules',
  // The structured-data builders, which lib/structured-data.ts only keeps out of the browser's build.
  'StructuredData',
  'academyData',
  'blogPostingData',
  'breadcrumbData',
  'faqPageData',
  'jobPostingData',
  'newsArticleData',
  'personData',
])

/** Names components/ and lib/ import from @rally/shared that are not in `genericSharedNames`. */
export function domainInSharedLayers(files: SourceFile[]): string[] {
  const found: string[] = []
  for (const file of files) {
    if (!/^(components|lib)\//.test(file.path) || /\.test\.tsx?$/.test(file.path)) continue
    for (const match of file.text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@rally\/shared'/g)) {
      const names = (match[1] ?? '').split(',').map((name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim(),
      )
      for (const name of names) {
        if (name && !genericSharedNames.has(name)) found.push(`${file.path} imports ${name} from @rally/shared`)
      }
    }
  }
  return found
}

/**
 * The import circles among the files, found by the API's rule (apps/api/src/test/architecture-rules.ts,
 * Tarjan's strongly connected components). Each file is handed to it as the list of what it imports, static,
 * type-only or lazy (`import('./x.tsx')`): a lazy import is a circle's edge as much as any other.
 */
export function importCircles(files: SourceFile[]): string[] {
  const tree = new Map(
    files.map((file) => {
      const imports = relativeImports(file).map((target) => {
        const specifier = path.posix.relative(path.posix.dirname(file.path), target)
        return `import '${specifier.startsWith('.') ? specifier : `./${specifier}`}'`
      })
      return [file.path, imports.join('\n')]
    }),
  )
  return findViolations(tree)
    .filter((violation) => violation.rule === 'import-circle')
    .map((violation) => violation.message)
}

/** The first segment of every page of the site: a literal starting with one is a link written by hand. */
const pageSegments = new Set<string>([
  ...sportSlugs,
  ...Object.values({ ...webRoutes, ...plannedRoutes })
    .map((route) => route.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':')),
])

export function handWrittenPaths(files: SourceFile[]): string[] {
  const found: string[] = []
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file.path)) continue
    for (const match of file.text.matchAll(/(['"`])\/(\$\{|[a-z][a-z-]*)?/g)) {
      const before = file.text.slice(Math.max(0, match.index - 80), match.index)
      // Paths of the API (apiRequest('/booking')) share words with the pages.
      if (/apiRequest(<[^()]*>)?\(\s*$/.test(before)) continue
      const start = match[2]
      const rest = file.text.slice(match.index + match[0].length)
      const bareSlash = start === undefined && rest.startsWith(match[1] as string)
      const linkContext = /(\bto=\{?|\bhref=\{?|\bnavigate\(|\bto:)\s*$/.test(before)
      if (start === '${' || (start !== undefined && pageSegments.has(start)) || (bareSlash && linkContext)) {
        const line = file.text.slice(0, match.index).split('\n').length
        found.push(`${file.path}:${line} ${match[0]}…`)
      }
    }
  }
  return found
}

/** A file of query-option factories (queries.ts, people-queries.ts): the one place a feature (or lib/) writes its query keys. */
const isQueryFactory = (filePath: string) => /(^|\/|-)queries\.ts$/.test(filePath)

/** A key written in place: an array or string after `queryKey:` or as a cache call's key, or a key's part read by position. */
const writtenKey = /\bqueryKey:\s*[['"`]|\.(?:set|get)Query(?:Data|State)\(\s*[['"`]|\bqueryKey\[\d/g

export function queryKeysOutsideFactories(files: SourceFile[]): string[] {
  const found: string[] = []
  for (const file of files) {
    if (isQueryFactory(file.path) || /\.test\.tsx?$/.test(file.path)) continue
    for (const match of file.text.matchAll(writtenKey)) {
      const line = file.text.slice(0, match.index).split('\n').length
      found.push(`${file.path}:${line} ${match[0]}…`)
    }
  }
  return found
}

describe('web features keep to their folder', () => {
  it('no feature reaches into another, and shared layers import no feature', () => {
    expect(boundaryViolations(readSources(srcDir))).toEqual([])
  })

  it('catches a feature importing another feature’s internals, and lets its entry through', () => {
    const violations = boundaryViolations([
      {
        path: 'features/bookings/pages/coach-booking-page.tsx',
        text: [
          "import NotFoundPage from '../../not-found/not-found-page.tsx'",
          "import { useAcademies } from '../../academies/index.ts'",
          "import { Loading } from '../../../components/loading.tsx'",
          "import { readCoachBooking } from '../booking-rules.ts'",
          "const Rating = lazy(() => import('../../feedbacks/components/rating-form.tsx'))",
        ].join('\n'),
      },
      { path: 'features/academies/index.ts', text: "export { default } from './pages/academies-page.tsx'" },
      { path: 'components/people/partner-card.tsx', text: "import { x } from '../../features/partners/index.ts'" },
      { path: 'features/home/home-page.tsx', text: "import { router } from '../../app/router.tsx'" },
      { path: 'app/session.ts', text: "import { getMe } from '../features/account/api/get-me.ts'" },
      { path: 'app/layouts/user-menu.tsx', text: "import { getMe } from '../../features/account/index.ts'" },
      { path: 'app/route-loaders.ts', text: "import { newsQueries } from '../features/news/api/queries.ts'" },
    ])
    expect(violations).toEqual([
      expect.stringContaining('features/not-found/not-found-page.tsx'),
      expect.stringContaining('features/feedbacks/components/rating-form.tsx'),
      expect.stringContaining('exports a page'),
      expect.stringContaining('components/people/partner-card.tsx (shared by features)'),
      expect.stringContaining('imports the composition layer'),
      expect.stringContaining('app/session.ts composes features/account/api/get-me.ts'),
    ])
  })
})

describe('components/ and lib/ hold no domain', () => {
  it('they take only generic names from @rally/shared', () => {
    expect(domainInSharedLayers(readSources(srcDir))).toEqual([])
  })

  it('catches a domain schema in lib/ or components/, and lets the generic names and the features through', () => {
    const found = domainInSharedLayers([
      { path: 'lib/search-partners.ts', text: "import type { PartnerList } from '@rally/shared'" },
      {
        path: 'components/form/fee-field.tsx',
        text: "import {\n  feeCurrencies,\n  type CoachProfile as Coach,\n  pathTo,\n} from '@rally/shared'",
      },
      { path: 'features/people/api/search-partners.ts', text: "import type { PartnerList } from '@rally/shared'" },
      { path: 'lib/links.test.ts', text: "import { partnerPath } from '@rally/shared'" },
    ])
    expect(found).toEqual([
      'lib/search-partners.ts imports PartnerList from @rally/shared',
      'components/form/fee-field.tsx imports CoachProfile from @rally/shared',
    ])
  })
})

describe('no import circles', () => {
  it('none in the web app', () => {
    expect(importCircles(readSources(srcDir))).toEqual([])
  })

  it('none in packages/shared', () => {
    const shared = readSourceTree(path.join(srcDir, '../../../packages/shared/src'))
    const circles = findViolations(shared).filter((violation) => violation.rule === 'import-circle')
    expect(circles.map((violation) => violation.message)).toEqual([])
  })

  it('catches a circle through a lazy or a type-only import, and leaves a one-way chain alone', () => {
    const circles = importCircles([
      {
        path: 'features/console/sections.ts',
        text: "const users = lazy(() => import('./users/users-section.tsx'))",
      },
      {
        path: 'features/console/users/users-section.tsx',
        text: "import type { SectionProps } from '../sections.ts'",
      },
      { path: 'features/team/team.ts', text: "import { teamRoles } from './team-rules.ts'" },
      { path: 'features/team/team-rules.ts', text: "import { x } from '../../lib/x.ts'" },
      { path: 'lib/x.ts', text: '' },
    ])
    expect(circles).toEqual([
      'features/console/sections.ts -> features/console/users/users-section.tsx -> features/console/sections.ts',
    ])
  })
})

describe('query keys are made by the factories only', () => {
  it('no file outside a factory writes a query key', () => {
    expect(queryKeysOutsideFactories(readSources(srcDir))).toEqual([])
  })

  it('catches a key written in a hook, a mutation or a cache call, and lets factories and their keys through', () => {
    const found = queryKeysOutsideFactories([
      {
        path: 'features/news/api/get-news.ts',
        text: `useQuery({ queryKey: ['news', 'list', query], queryFn })
queryClient.invalidateQueries({ queryKey: ['blog-posts'] })
queryClient.setQueryData(['jobs', 'job', job.id], job)
predicate: (query) => query.queryKey[2] !== post.id
useQuery(newsQueries.list(query))
queryClient.invalidateQueries({ queryKey: newsQueries.all })`,
      },
      { path: 'features/news/api/queries.ts', text: "queryOptions({ queryKey: ['news', 'list', query], queryFn })" },
      { path: 'lib/queries.ts', text: "queryOptions({ queryKey: ['site-config'], queryFn })" },
      { path: 'features/people/api/queries.ts', text: "queryOptions({ queryKey: ['booking-count', id], queryFn })" },
    ])
    expect(found).toEqual([
      expect.stringContaining('get-news.ts:1 queryKey: ['),
      expect.stringContaining('get-news.ts:2 queryKey: ['),
      expect.stringContaining('get-news.ts:3 .setQueryData(['),
      expect.stringContaining('get-news.ts:4 queryKey[2'),
    ])
  })
})

describe('links to pages are built by pathTo', () => {
  it('no file writes a path of the site by hand', () => {
    expect(handWrittenPaths(readSources(srcDir))).toEqual([])
  })

  it('catches a path written by hand, and leaves API paths, assets and pathTo alone', () => {
    const found = handWrittenPaths([
      {
        path: 'features/payments/pages/payment-page.tsx',
        text: `<Link to="/badminton/book-player?searchFieldKey=name">
<Link to={\`/\${sport}/academies\`}>
void navigate('/')
const terms = '/terms-and-conditions'
apiRequest<{ count: number }>(\`/booking/count?resourceId=\${id}\`)
const image = '/images/default-profile.svg'
<Link to={pathTo('partners', { sport }, { searchFieldKey: 'name' })}>
const parts = pathname.split('/')`,
      },
    ])
    expect(found).toEqual([
      expect.stringContaining(':1 "/badminton'),
      expect.stringContaining(':2 `/${'),
      expect.stringContaining(":3 '/"),
      expect.stringContaining(":4 '/terms-and-conditions"),
    ])
  })
})
