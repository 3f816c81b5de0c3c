import { describe, expect, it } from 'vitest'
import { iconsOnePerModule } from './icons-one-per-module.ts'

type Hook = { handler: (this: unknown, ...args: unknown[]) => unknown }
const plugin = iconsOnePerModule()
const transform = (code: string) =>
  ((plugin.transform as Hook).handler.call({}, code, '/repo/apps/web/src/a.tsx') as { code: string }).code
const resolve = (source: string) => (plugin.resolveId as (source: string) => string | undefined)(source)
const load = (id: string) =>
  (plugin.load as (this: { error: (message: string) => never }, id: string) => string | undefined).call(
    {
      error: (message: string) => {
        throw new Error(message)
      },
    },
    id,
  )

describe('react-icons, one module an icon', () => {
  it('reads an import of several icons as one import per icon, keeping local names and line numbers', () => {
    const source = [
      "import {\n  HiBars3,\n  HiXMark as Close,\n} from 'react-icons/hi2'",
      "import { FaWhatsapp } from 'react-icons/fa6'",
      'export const x = 1',
    ].join('\n')
    const code = transform(source)
    expect(code).toContain("import { HiBars3 as HiBars3 } from 'virtual:react-icon/hi2/HiBars3'")
    expect(code).toContain("import { HiXMark as Close } from 'virtual:react-icon/hi2/HiXMark'")
    expect(code).toContain("import { FaWhatsapp as FaWhatsapp } from 'virtual:react-icon/fa6/FaWhatsapp'")
    expect(code).not.toContain("from 'react-icons/hi2'")
    expect(code.split('\n')).toHaveLength(source.split('\n').length)
    expect(code.split('\n').at(-1)).toBe('export const x = 1')
  })

  it('makes the module of one icon from the set’s own definition, and refuses an icon the set has not', () => {
    const id = resolve('virtual:react-icon/hi2/HiBars3')
    expect(id).toBe('\0virtual:react-icon/hi2/HiBars3')
    const module = load(id as string) as string
    expect(module).toContain("import { GenIcon } from 'react-icons/lib'")
    expect(module).toMatch(/^export function HiBars3 \(props\) \{$/m)
    expect(module).not.toContain('HiBars3CenterLeft')
    expect(() => load('\0virtual:react-icon/hi2/HiNoSuchIcon')).toThrow('react-icons/hi2 has no icon HiNoSuchIcon')
    expect(resolve('react-icons/hi2')).toBeUndefined()
  })
})
