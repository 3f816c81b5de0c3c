import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { iconsOnePerModule } from './build/icons-one-per-module.ts'

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [iconsOnePerModule(), react(), tailwindcss(), rallyTexts(), isSsrBuild ? undefined : precompressed()],
  // wouter reads useSyncExternalStore through the shim for React 17, which React 19 has built in: the
  // shim's code would ship to every phone to call React's own.
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: useSyncExternalStoreOfReact() }],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/v1': apiOrigin,
      '/media': apiOrigin,
      '/healthz': apiOrigin,
    },
  },
  build: {
    target: 'es2022',
    // The browser's maps are kept beside the files for debugging and error reports, but no script names its
    // map: a phone never fetches it, and the first page's scripts lose a comment line each (under 100 kB,
    // decision 028). The server renderer's name theirs: Node maps its stack traces with them.
    sourcemap: isSsrBuild ? true : 'hidden',
    // The server renderer reads which chunks a page needs (modulepreload) from the manifest.
    manifest: true,
    // A page's chunk is fetched with the chunks it imports (a list in the first page's script), but not its
    // icons: each is a few hundred bytes the page finds as it parses, and naming them all would cost every
    // first page more than they weigh (the first page's scripts stay under 100 kB, decision 028).
    modulePreload: {
      resolveDependencies: (_file: string, dependencies: string[]) =>
        dependencies.filter((dependency) => !/\/(Hi|Fa)[A-Z]\w*-[\w-]+\.js$/.test(dependency)),
    },
    // The browser's first page: everything main.tsx imports statically (React, the router, the query
    // client, the layout) is one file, not thirty of a kilobyte each. On a slow phone connection each
    // request costs a round trip and its headers; one file also compresses better (decision 019).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // index.html (main.tsx) for a page the browser renders itself; boot.ts for one the server
          // rendered: it starts main.tsx once the page is painted.
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            boot: path.resolve(import.meta.dirname, 'src/boot.ts'),
          },
          output: {
            codeSplitting: {
              // The entry (index.html and main.tsx) stays a chunk of its own: it runs, and imports the shell.
              groups: [
                {
                  name: 'shell',
                  tags: ['$initial'],
                  test: (id: string) => !/(index\.html|\/src\/main\.tsx|\/src\/boot\.ts)$/.test(id),
                },
                // The small pieces many pages share (cards, helpers) are one file, not twenty of a few
                // hundred bytes each with half a kilobyte of headers; the people feature's cards, stars, rules and
                // searches are such pieces too (not the list pages' parts, nor
                // the records their owners edit). Forms stay apart (their validation is the weight of a form page), and so
                // do the pieces only forms use (the sign-in gate, field errors, uploads, the debounced check), and
                // the slot picker's clock helpers (the booking pages' and the availability editor's only).
                {
                  name: 'common',
                  minShareCount: 3,
                  test: (id: string) =>
                    /\/src\/components\/(?!form\/|require-sign-in|paged-list|pagination)|\/src\/lib\/(?!form-errors|uploads|use-debounced-value|zoned-time|media-query|use-now)|\/src\/features\/people\/(?!pages\/|components\/people-list-parts|api\/[\w-]*-records?\.ts)|\/packages\/shared\/src\/(money|messages|sports|country-names)\.ts$/.test(
                      id,
                    ),
                },
                // The profile pages' parts and lookups (two pages each) join it too, as they did when they lived
                // in components/ and lib/: a profile is a first page, and small files of their own compress worse.
                {
                  name: 'common',
                  minShareCount: 2,
                  test: (id: string) =>
                    /\/src\/features\/(people\/(components\/profile-parts\.tsx|api\/booking-count\.ts|\w+-booking\.ts)|account\/(api\/own-[\w-]+|own-profile)\.ts)$/.test(
                      id,
                    ),
                },
                // Icons join that file only when most pages show them: an icon of a few pages goes with
                // those pages, not into every first page's script.
                { name: 'common', minShareCount: 12, test: (id: string) => id.includes('virtual:react-icon/') },
              ],
            },
          },
        },
  },
  // The server renderer (vite build --ssr src/entry-server.tsx): the workspace package is TypeScript
  // source and is bundled in; npm packages load from node_modules.
  ssr: {
    noExternal: ['@rally/shared'],
  },
}))

/** A module that gives React's own useSyncExternalStore under the shim's name. */
function useSyncExternalStoreOfReact(): string {
  return path.resolve(import.meta.dirname, 'build/use-sync-external-store.ts')
}

/**
 * `virtual:rally-texts`: the address of each language's texts, all of src/locales/{language}/*.json
 * merged into one JSON file. A build writes them as assets named by their content's hash; the dev
 * server answers them from the folder as it is.
 */
function rallyTexts(): Plugin {
  const id = 'virtual:rally-texts'
  const localesDir = path.resolve(import.meta.dirname, 'src/locales')
  const languageDirs = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  const files = (language: string) =>
    readdirSync(path.join(localesDir, language))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => path.join(localesDir, language, name))
  const merged = (language: string) =>
    JSON.stringify(Object.assign({}, ...files(language).map((file) => JSON.parse(readFileSync(file, 'utf8')))))
  let building = false
  return {
    name: 'rally-texts',
    configResolved(config) {
      building = config.command === 'build'
    },
    resolveId(source) {
      return source === id ? `\0${id}` : undefined
    },
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      const urls: Record<string, string> = {}
      for (const language of languageDirs()) {
        for (const file of files(language)) this.addWatchFile(file)
        if (!building) {
          urls[language] = `/@rally-texts/${language}.json`
          continue
        }
        const source = merged(language)
        const fileName = `assets/texts-${language}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`
        this.emitFile({ type: 'asset', fileName, source })
        urls[language] = `/${fileName}`
      }
      return `export const textsUrls = ${JSON.stringify(urls)}`
    },
    configureServer(server) {
      server.middlewares.use('/@rally-texts/', (request, response) => {
        const language = /^\/?([a-z]{2})\.json$/.exec(request.url ?? '')?.[1]
        if (!language || !languageDirs().includes(language)) {
          response.statusCode = 404
          response.end()
          return
        }
        response.setHeader('content-type', 'application/json')
        response.end(merged(language))
      })
    },
  }
}

/**
 * Each script, stylesheet and text file of the browser's build also written compressed at the highest
 * levels (name.br, name.gz), once at build time: the server sends those as they are (decision 019),
 * smaller than what it could afford to compress on each request.
 */
function precompressed(): Plugin {
  let outDir = ''
  return {
    name: 'rally-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|json|svg)$/.test(fileName)) continue
        const file = path.join(outDir, fileName)
        const source = readFileSync(file)
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        )
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
      }
    },
  }
}
