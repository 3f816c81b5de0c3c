import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  appendOnlyChanges,
  type ForeignTableRead,
  findViolations,
  foreignPublicChecks,
  foreignTableReads,
  importsOf,
  type Rule,
  readSourceTree,
  type SourceTree,
  tableOwners,
} from './test/architecture-rules.ts'

const source = readSourceTree(fileURLToPath(new URL('.', import.meta.url)))
const broken = (tree: SourceTree, rule: Rule) =>
  findViolations(tree)
    .filter((violation) => violation.rule === rule)
    .map((violation) => violation.message)

/**
 * The reads of other modules' tables still to be removed, each with why it is still here (decision 040).
 * The list can only shrink: the test below fails on a read it does not list, and on a listed read that
 * is gone. Each is a join that becomes a port of the owner, as the ones issue 21 removed did.
 */
const knownForeignTables: Record<string, string[]> = {
  // A session's check reads its account's admin and blocked flags in the same read, on every request.
  'modules/auth/sessions-repository.ts': ['users'],
  // The console's payments list and detail join the booking and its history to each payment.
  'modules/console/console-payments-repository.ts': [
    'bookingEvents',
    'bookings',
    'manualPayments',
    'paymentOrders',
    'refunds',
    'users',
  ],
  // The console dashboard's money figures (revenue, refunds, UPI reports waiting).
  'modules/console/console-repository.ts': ['bookings', 'manualPayments', 'refunds'],
}

const isKnown = ({ file, table }: ForeignTableRead) => knownForeignTables[file]?.includes(table) ?? false

describe('the API source', () => {
  it('is read whole: the scan sees the composition root and its imports', () => {
    expect(source.size).toBeGreaterThan(100)
    const root = importsOf('app.ts', source.get('app.ts') ?? '').map((entry) => entry.target)
    expect(root).toContain('modules/academies/academies-repository.ts')
    expect(root).toContain('http/authentication.ts')
  })

  it('keeps HTTP out of db/, core/, adapters/ and every module file but the routes', () => {
    expect(broken(source, 'domain-imports-http')).toEqual([])
  })

  it('keeps db/, core/ and adapters/ below the modules', () => {
    expect(broken(source, 'lower-layer-imports-modules')).toEqual([])
  })

  it('touches Drizzle and db/schema only in repositories', () => {
    expect(broken(source, 'drizzle-outside-repository')).toEqual([])
  })

  it("reaches another module only through its service's or port's types", () => {
    expect(broken(source, 'module-internals')).toEqual([])
  })

  it('has no import circle, type-only imports included', () => {
    expect(broken(source, 'import-circle')).toEqual([])
  })

  it('queries only the tables its module owns, but for the known reads still to be removed', () => {
    const reads = foreignTableReads(source)
    expect(
      reads.filter((read) => !isKnown(read)).map(({ file, table, owner }) => `${file}: ${table} (${owner}'s)`),
    ).toEqual([])
    const gone = Object.entries(knownForeignTables).flatMap(([file, tables]) =>
      tables
        .filter((table) => !reads.some((read) => read.file === file && read.table === table))
        .map((table) => `${file}: ${table} is no longer read; take it off knownForeignTables`),
    )
    expect(gone).toEqual([])
  })

  it('names the owning module of every table', () => {
    expect(broken(source, 'table-without-owner')).toEqual([])
  })

  // A foreign public check needs the foreign table, so the known reads above cover the ones left.
  it("says whether a record is public only in the record's own module", () => {
    expect(foreignPublicChecks(source).filter((check) => !isKnown(check))).toEqual([])
  })

  // Money and operator actions are history: a correction is a new row, never a changed one (decisions 023, 063).
  it('never changes or removes a row of the ledger or the audit log', () => {
    expect(appendOnlyChanges(source)).toEqual([])
  })

  it('reports a change of an append-only table, in Drizzle or in SQL text, and lets tests and inserts be', () => {
    expect(
      appendOnlyChanges(
        new Map([
          ['modules/ledger/ledger-repository.ts', 'await tx.update(ledgerLines).set({ amountMinor: 0 })\n'],
          [
            'modules/payouts/payouts-repository.ts',
            'await tx.execute(sql`DELETE FROM ledger_journals where id = 1`)\n',
          ],
          ['modules/ledger/ledger-writer.ts', 'await tx.insert(ledgerLines).values(lines)\n'],
          ['modules/ledger/ledger.test.ts', 'await db.execute(sql`update ledger_lines set amount_minor = 1`)\n'],
        ]),
      ),
    ).toEqual([
      'modules/ledger/ledger-repository.ts changes ledgerLines, which is append-only',
      'modules/payouts/payouts-repository.ts changes ledgerJournals, which is append-only',
    ])
  })

  // What runs (the demo or real services) is decided once, by parseConfig from the environment the entry
  // point hands it (decision 029): nothing below reads process.env and decides for itself.
  it('keeps a value for seconds only through core/kept-values.ts (decision 081)', () => {
    // A process's own short-lived copies (sessions, levels, notices' facts, spar-up pages) time themselves there.
    const timers = [...source.entries()]
      .filter(
        ([file, text]) => file.startsWith('modules/') && !file.endsWith('.test.ts') && /performance\.now\(/.test(text),
      )
      .map(([file]) => file)
    expect(timers).toEqual([])
  })

  it('reads the environment only at its entry points, which hand it to parseConfig', () => {
    const readers = [...source.entries()]
      .filter(([file, text]) => !file.endsWith('.test.ts') && !file.startsWith('test/') && /process\.env\b/.test(text))
      .map(([file]) => file)
      .sort()
    expect(readers).toEqual(['db/cli.ts', 'server.ts'])
  })

  it('moves money through Razorpay Route only in the payouts service, under its claims (decision 065)', () => {
    const callers = [...source.entries()]
      .filter(
        ([file, text]) =>
          !file.endsWith('.test.ts') &&
          !file.startsWith('test/') &&
          !file.startsWith('adapters/payouts/') &&
          /\.(createTransfer|setHold|reverseTransfer)\(/.test(text),
      )
      .map(([file]) => file)
    expect(callers).toEqual(['modules/payouts/payouts-service.ts'])
  })

  it('starts the Route twin only in adapters/payouts/index.ts, the embedded default (decision 071)', () => {
    const importers = [...source.entries()]
      .filter(
        ([file, text]) =>
          !file.endsWith('.test.ts') &&
          !file.startsWith('test/') &&
          file !== 'adapters/payouts/loopback-razorpay-route-server.ts' &&
          /loopback-razorpay-route-server/.test(text),
      )
      .map(([file]) => file)
    expect(importers).toEqual(['adapters/payouts/index.ts'])
  })

  it('starts the WhatsApp twin only in adapters/whatsapp/index.ts, and sends WhatsApp only from its outbox (decision 075)', () => {
    const outsideTests = (file: string) => !file.endsWith('.test.ts') && !file.startsWith('test/')
    const twinImporters = [...source.entries()]
      .filter(
        ([file, text]) =>
          outsideTests(file) &&
          file !== 'adapters/whatsapp/loopback-whatsapp-server.ts' &&
          /loopback-whatsapp-server/.test(text),
      )
      .map(([file]) => file)
    expect(twinImporters).toEqual(['adapters/whatsapp/index.ts'])
    // A message goes out only after the transaction that wrote it commits, exactly once: through the outbox.
    const senders = [...source.entries()]
      .filter(
        ([file, text]) => outsideTests(file) && !file.startsWith('adapters/whatsapp/') && /\.sendTemplate\(/.test(text),
      )
      .map(([file]) => file)
    expect(senders).toEqual(['modules/notifications/whatsapp-outbox.ts'])
  })
})

// The rules on small trees that break them, so the checks above cannot pass by seeing nothing.
describe('the layering rules', () => {
  const tree = (files: Record<string, string>): SourceTree => new Map(Object.entries(files))

  it('report a domain file that imports http/, and let route files do it', () => {
    const violations = broken(
      tree({
        'http/caching.ts': 'export const cachePublicly = () => {}\n',
        'db/client.ts': "import { cachePublicly } from '../http/caching.ts'\n",
        'core/errors.ts': "import type {\n  Thing,\n} from '../http/caching.ts'\n",
        'adapters/mail/mailer.ts': "export { cachePublicly } from '../../http/caching.ts'\n",
        'modules/academies/academies-service.ts': "import { cachePublicly } from '../../http/caching.ts'\n",
        'modules/academies/index.ts': "import { cachePublicly } from '../../http/caching.ts'\n",
        'modules/bookings/read-routes.ts': "import { cachePublicly } from '../../http/caching.ts'\n",
      }),
      'domain-imports-http',
    )
    expect(violations).toEqual([
      'db/client.ts imports http/caching.ts: only route files may import http/',
      'core/errors.ts imports http/caching.ts: only route files may import http/',
      'adapters/mail/mailer.ts imports http/caching.ts: only route files may import http/',
      'modules/academies/academies-service.ts imports http/caching.ts: only route files may import http/',
    ])
  })

  it('report db/, core/ or adapters/ importing a module', () => {
    const violations = broken(
      tree({
        'modules/users/users-service.ts': 'export type UsersService = {}\n',
        'db/seed/demo-users.ts': "import type { UsersService } from '../../modules/users/users-service.ts'\n",
        'core/auth.ts': 'export type Auth = {}\n',
        'modules/users/users-repository.ts': "import type { Auth } from '../../core/auth.ts'\n",
      }),
      'lower-layer-imports-modules',
    )
    expect(violations).toEqual([
      'db/seed/demo-users.ts imports modules/users/users-service.ts: db/, core/ and adapters/ serve the modules',
    ])
  })

  it('report Drizzle or db/schema in a service or a routes file, and let repositories and tests use them', () => {
    const violations = broken(
      tree({
        'db/schema/index.ts': 'export const academies = {}\n',
        'modules/academies/academies-service.ts': "import { eq } from 'drizzle-orm'\n",
        'modules/academies/index.ts': "import type { academies } from '../../db/schema/index.ts'\n",
        'modules/academies/academies-repository.ts':
          "import { eq } from 'drizzle-orm'\nimport { academies } from '../../db/schema/index.ts'\n",
        'modules/academies/academies.test.ts': "import { academies } from '../../db/schema/index.ts'\n",
      }),
      'drizzle-outside-repository',
    )
    expect(violations).toEqual([
      'modules/academies/academies-service.ts imports drizzle-orm: only a *-repository.ts touches Drizzle',
      'modules/academies/index.ts imports db/schema/index.ts: only a *-repository.ts touches Drizzle',
    ])
  })

  it('report a value import from another module, or any import of its repository or routes', () => {
    const violations = broken(
      tree({
        'modules/users/users-service.ts': 'export const toPrivateUser = () => {}\n',
        'modules/users/users-repository.ts': 'export const createUsersRepository = () => {}\n',
        'modules/auth/index.ts': "import type { UsersService } from '../users/users-service.ts'\n",
        'modules/auth/sessions-service.ts': "import { toPrivateUser } from '../users/users-service.ts'\n",
        'modules/auth/sessions-repository.ts': "import { type UsersRepository } from '../users/users-repository.ts'\n",
        'modules/partners/partners-service.ts': "import { isoDates } from '../owned-records.ts'\n",
        'modules/owned-records.ts': 'export const isoDates = () => {}\n',
      }),
      'module-internals',
    )
    expect(violations).toEqual([
      "modules/auth/sessions-service.ts imports modules/users/users-service.ts: across modules only types (a service's or a port's)",
      "modules/auth/sessions-repository.ts imports modules/users/users-repository.ts: another module's repository and routes are its own",
    ])
  })

  it('report an import circle, also when one side imports only a type', () => {
    const violations = broken(
      tree({
        'http/authentication.ts': "import type { SessionsService } from '../modules/auth/sessions-service.ts'\n",
        'modules/auth/sessions-service.ts': "import { type Auth } from '../../http/authentication.ts'\n",
        'core/auth.ts': 'export type Auth = {}\n',
        'core/errors.ts': "import type { Auth } from './auth.ts'\n",
      }),
      'import-circle',
    )
    expect(violations).toEqual(['http/authentication.ts -> modules/auth/sessions-service.ts -> http/authentication.ts'])
  })

  it("report a module file that queries another module's table, by import or in SQL text", () => {
    const violations = broken(
      tree({
        'db/schema/index.ts': "export * from './academies.ts'\n",
        'db/schema/academies.ts':
          "export const academies = pgTable(\n  'academies',\n  {},\n)\nexport const jobs = pgTable('jobs', {})\n",
        'modules/academies/academies-repository.ts': "import { academies } from '../../db/schema/index.ts'\n",
        'modules/jobs/jobs-repository.ts':
          "import { academies as owned, jobs, type sessions } from '../../db/schema/index.ts'\n",
        'modules/jobs/jobs-service.ts': "import type { academies } from '../../db/schema/index.ts'\n",
        'modules/stats/stats-repository.ts': 'const n = sql`select count(*) from academies where x`\n',
        'modules/console/audit-repository.ts': "import { auditLog } from '../../db/schema/academies.ts'\n",
        'modules/jobs/jobs.test.ts': "import { academies } from '../../db/schema/index.ts'\n",
      }),
      'foreign-table',
    )
    expect(violations).toEqual([
      'modules/jobs/jobs-repository.ts queries academies, which academies owns: ask academies through a port it exports',
      'modules/stats/stats-repository.ts queries academies, which academies owns: ask academies through a port it exports',
    ])
  })

  it('report a namespace import of the schema as a read of every other module’s table', () => {
    const violations = broken(
      tree({ 'modules/mail/outbox-repository.ts': "import * as schema from '../../db/schema/index.ts'\n" }),
      'foreign-table',
    )
    const othersTables = Object.values(tableOwners).filter((owner) => owner !== null && owner !== 'mail')
    expect(violations).toHaveLength(othersTables.length)
  })

  it('report a table that no module owns', () => {
    const violations = broken(
      tree({
        'db/schema/extra.ts':
          "export const academies = pgTable('academies', {})\nexport const wishes = pgTable(\n  'wishes',\n  {},\n)\n",
      }),
      'table-without-owner',
    )
    expect(violations).toEqual(['db/schema/extra.ts: wishes has no owner in tableOwners: say which module owns it'])
  })

  it("report a public check of another module's record, in Drizzle or in SQL text", () => {
    const violations = broken(
      tree({
        'modules/specialists/specialists-repository.ts': 'const approved = eq(personalCoaches.isApproved, true)\n',
        'modules/sitemap/sitemap-repository.ts':
          "const rows = [eq(personalCoaches.isApproved, true), eq(jobs.status, 'open'), eq(jobs.status, 'pending')]\n",
        'modules/partners/partner-approvals-repository.ts': "const waiting = eq(sparringPartners.status, 'INACTIVE')\n",
        'modules/console/console-repository.ts': `const n = sql\`\${feedbacks.status} = 'approved'\`\n`,
      }),
      'foreign-public-check',
    )
    expect(violations).toEqual([
      'modules/sitemap/sitemap-repository.ts decides whether personalCoaches is public, which only specialists says',
      'modules/sitemap/sitemap-repository.ts decides whether jobs is public, which only jobs says',
      'modules/console/console-repository.ts decides whether feedbacks is public, which only feedbacks says',
    ])
  })

  it('read imports over several lines, with default, named and type-only names', () => {
    const imports = importsOf(
      'modules/a/a-service.ts',
      "import x, { type Y } from './y.ts'\nimport {\n  type A,\n  type B,\n} from '../b/b.ts'\nexport const c = 'not an import'\nimport './side-effect.ts'\n",
    )
    expect(imports.map(({ target, typeOnly }) => [target, typeOnly])).toEqual([
      ['modules/a/y.ts', false],
      ['modules/b/b.ts', true],
      ['modules/a/side-effect.ts', false],
    ])
  })
})
