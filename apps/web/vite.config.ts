import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001'

export default defineConfig({
  plugins: [react(), tailwindcss(), rallyTexts()],
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
    sourcemap: true,
    // The server renderer reads which chunks a page needs (modulepreload) from the manifest.
    manifest: true,
  },
  // The server renderer (vite build --ssr src/entry-server.tsx): the workspace package is TypeScript
  // source and is bundled in; npm packages load from node_modules.
  ssr: {
    noExternal: ['@rally/shared'],
  },
})

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
