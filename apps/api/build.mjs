// Bundles the API into dist/server.js. Workspace packages (@rally/shared, TypeScript
// source) are bundled in; every npm dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@rally/'))

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/db/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})
