import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readSourceTree, type SourceTree } from '../../test/architecture-rules.ts'

/**
 * The profile tables belong to their modules (decision 038): sparring_partners and the showcase to
 * partners, personal_coaches to specialists. Every other module asks the bookables registry, so none
 * names them. The modules that issue 21 moves onto registries of their own (approvals, sitemap,
 * share-cards, console, stats) are held to the table-ownership rule of architecture.test.ts instead.
 */
const profileTables = /\b(sparringPartners|personalCoaches|partnerShowcaseItems)\b/
const owners = new Set(['partners', 'specialists'])
const heldByTheOwnershipRule = new Set(['approvals', 'sitemap', 'share-cards', 'console', 'stats'])

function filesNamingProfileTables(tree: SourceTree): string[] {
  return [...tree.entries()]
    .filter(([file, text]) => {
      const module = /^modules\/([^/]+)\//.exec(file)?.[1]
      if (!module || owners.has(module) || heldByTheOwnershipRule.has(module)) return false
      return !file.endsWith('.test.ts') && profileTables.test(text)
    })
    .map(([file]) => file)
}

describe('the profile tables', () => {
  it('are named only by partners and specialists; the rest ask the bookables registry', () => {
    const source = readSourceTree(fileURLToPath(new URL('../..', import.meta.url)))
    expect(source.has('modules/bookables/bookables-service.ts')).toBe(true)
    expect(filesNamingProfileTables(source)).toEqual([])
  })

  it('report a module that reads them, and let their owners, tests and db/ do it', () => {
    const tree: SourceTree = new Map([
      ['modules/bookings/bookings-repository.ts', "import { sparringPartners } from '../../db/schema/index.ts'\n"],
      ['modules/users/users-repository.ts', 'db.select().from(personalCoaches)\n'],
      ['modules/partners/partners-repository.ts', 'db.select().from(sparringPartners)\n'],
      ['modules/specialists/specialists-repository.ts', 'db.select().from(personalCoaches)\n'],
      ['modules/feedbacks/ratings.test.ts', 'await db.update(sparringPartners)\n'],
      ['db/seed/demo-users.ts', 'await db.insert(personalCoaches)\n'],
    ])
    expect(filesNamingProfileTables(tree)).toEqual([
      'modules/bookings/bookings-repository.ts',
      'modules/users/users-repository.ts',
    ])
  })
})
