import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const virtualPrefix = 'virtual:react-icon/'

/**
 * Each react-icons icon as a module of its own. A set (react-icons/hi2) is one file of a thousand
 * icons: a bundler keeps only the icons used, but cannot split a file between chunks, so every icon
 * any page uses landed in the chunk of the first page to use one (the shell): 62 icons, 9 kB on
 * every first page. `import { HiBars3 } from 'react-icons/hi2'` is read as an import of one module
 * holding HiBars3 alone, made from the set's own definition, which then goes where it is used.
 */
export function iconsOnePerModule(): Plugin {
  const sets = new Map<string, string>()
  const setSource = (set: string) => {
    let source = sets.get(set)
    if (source === undefined) {
      source = readFileSync(fileURLToPath(import.meta.resolve(`react-icons/${set}`)), 'utf8')
      sets.set(set, source)
    }
    return source
  }
  return {
    name: 'icons-one-per-module',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: 'react-icons/' },
      handler(code) {
        const rewritten = code.replace(
          /import\s*\{([^}]*)\}\s*from\s*'react-icons\/([a-z0-9]+)'/g,
          (statement, names: string, set: string) =>
            names
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean)
              .map((name) => {
                const [imported, local = imported] = name.split(/\s+as\s+/)
                return `import { ${imported} as ${local} } from '${virtualPrefix}${set}/${imported}'`
              })
              .join(';') +
            // As many lines as the statement had: every line below keeps its number in the source map.
            '\n'.repeat(statement.split('\n').length - 1),
        )
        return { code: rewritten, map: null }
      },
    },
    resolveId(source) {
      return source.startsWith(virtualPrefix) ? `\0${source}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return undefined
      const [set = '', name = ''] = id.slice(virtualPrefix.length + 1).split('/')
      const definition = new RegExp(`^export function ${name} \\(props\\) \\{\\n.*\\n\\};$`, 'm').exec(setSource(set))
      if (!definition) this.error(`react-icons/${set} has no icon ${name}`)
      return `import { GenIcon } from 'react-icons/lib'\n${definition[0]}\n`
    },
  }
}
