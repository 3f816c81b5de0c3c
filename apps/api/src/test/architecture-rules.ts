import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The API's layering rules (apps/api/src/modules/README.md, decision 013), checked on the
 * source text: a file's imports are read with a regular expression, which is enough for
 * code that Biome formats, and keeps the check a fast scan without a compiler.
 */

/** Source files by their path relative to `apps/api/src`, with `/` separators. */
export type SourceTree = Map<string, string>

/** `names` are the value names imported (`* as x` for a namespace), without the type-only ones. */
export type Import = { from: string; specifier: string; target: string; typeOnly: boolean; names: string[] }

// import x from '…', import { a, type b } from '…', import type … from '…', export … from '…', import '…'
const importPattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(from\s+)?['"]([^'"]+)['"]/gm

/** Every .ts file under `root`, keyed by its relative path. */
export function readSourceTree(root: string): SourceTree {
  const tree: SourceTree = new Map()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.ts'))
        tree.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'))
    }
  }
  walk(root)
  return tree
}

/** The imports of one file; `target` is a tree path for a relative import, the package name otherwise. */
export function importsOf(file: string, source: string): Import[] {
  const found: Import[] = []
  for (const match of source.matchAll(importPattern)) {
    const [, keyword, typeKeyword, clause = '', from, specifier = ''] = match
    // Only `… from '…'` and a bare `import '…'` load a file; `export const x = '…'` does not.
    if (!from && (keyword === 'export' || clause !== '')) continue
    const names = /\{([^}]*)\}/.exec(clause)?.[1]
    const onlyTypeNames =
      names !== undefined &&
      !/^\s*[\w$]+\s*,/.test(clause) &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '))
    const target = specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : specifier
    const typeOnly = Boolean(typeKeyword) || onlyTypeNames
    const valueNames = (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] as string)
    const namespace = /\*\s+as\s+[\w$]+/.exec(clause)?.[0]
    found.push({
      from: file,
      specifier,
      target,
      typeOnly,
      names: typeOnly ? [] : namespace ? [namespace] : valueNames,
    })
  }
  return found
}

const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith('test/')
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1]
/** Route files are a module's `index.ts` and its `*-routes.ts`: the only module files that speak HTTP. */
export const isRouteFile = (file: string) => /^modules\/[^/]+\/(index|[\w-]+-routes)\.ts$/.test(file)
export const isRepositoryFile = (file: string) => /^modules\/.+-repository\.ts$/.test(file)
const isDrizzle = (target: string) => target === 'drizzle-orm' || target.startsWith('drizzle-orm/')
const isSchema = (target: string) => target === 'db/schema' || target.startsWith('db/schema/')

/**
 * Which module owns each table, by its schema symbol in db/schema (decision 040): a module's files query
 * only its own tables and ask the owner for the rest, through a port the owner exports. The tables of
 * db/ itself sit below the modules and belong to none (`null`): the audit log, which db/audit-log.ts
 * alone writes for every module, the database's purpose and the server's secrets.
 */
export const tableOwners: Record<string, string | null> = {
  academies: 'academies',
  sessions: 'auth',
  users: 'users',
  blogPosts: 'blogs',
  blogPostReports: 'blogs',
  bookings: 'bookings',
  bookingEvents: 'bookings',
  bookingReminders: 'bookings',
  noShowReports: 'bookings',
  bookingDayCounts: 'bookings',
  idempotencyKeys: 'bookings',
  rescheduleProposals: 'bookings',
  calendarFeeds: 'bookings',
  paymentOrders: 'payments',
  webhookEvents: 'payments',
  refunds: 'payments',
  manualPayments: 'payments',
  ledgerJournals: 'ledger',
  ledgerLines: 'ledger',
  payoutAccounts: 'payouts',
  payoutTransfers: 'payouts',
  manualPayouts: 'payouts',
  schedules: 'schedules',
  slotClaims: 'schedules',
  sparringPartners: 'partners',
  playerLevels: 'levels',
  levelConfirmations: 'levels',
  partnerShowcaseItems: 'partners',
  personalCoaches: 'specialists',
  contactMessages: 'contact',
  conversations: 'conversations',
  conversationMessages: 'conversations',
  userBlocks: 'conversations',
  conversationReports: 'conversations',
  faqEntries: 'content',
  pressMentions: 'content',
  teamMembers: 'team',
  feedbacks: 'feedbacks',
  jobs: 'jobs',
  jobApplications: 'jobs',
  juniors: 'juniors',
  newsArticles: 'news',
  mailOutbox: 'mail',
  testimonials: 'testimonials',
  profileViews: 'dashboard',
  notifications: 'notifications',
  notificationPreferences: 'notifications',
  whatsappContacts: 'notifications',
  whatsappOutbox: 'notifications',
  sessionReports: 'session-reports',
  progressShares: 'session-reports',
  sessionReportReminders: 'session-reports',
  // Written by db/live-events.ts in every announcing module's transaction (also as a part of another
  // module's statement: liveEventsInsertPart); read and pruned by its streams.
  liveEvents: 'live-events',
  auditLog: null,
  databasePurpose: null,
  serverSecrets: null,
}

/** A module file that queries another module's table: it imports the table from db/schema, or names it in SQL. */
export type ForeignTableRead = { file: string; table: string; owner: string }

/** Each table's schema symbol by its name in SQL (`export const sparringPartners = pgTable('sparring_partners'`). */
function sqlNamesOf(tree: SourceTree): Map<string, string> {
  const names = new Map<string, string>()
  for (const [file, source] of tree) {
    if (!isSchema(file.replace(/\.ts$/, ''))) continue
    for (const match of source.matchAll(/^export const ([\w$]+) = pgTable\(\s*'(\w+)'/gm)) {
      names.set(match[2] as string, match[1] as string)
    }
  }
  return names
}

/**
 * Every read of a table another module owns: the schema symbols a module file imports (a namespace
 * import takes them all), and the tables its SQL text names after from, join, update or into.
 */
export function foreignTableReads(tree: SourceTree): ForeignTableRead[] {
  const sqlNames = sqlNamesOf(tree)
  const reads: ForeignTableRead[] = []
  for (const [file, source] of tree) {
    const own = moduleOf(file)
    if (!own || isTest(file)) continue
    const tables = new Set<string>()
    for (const entry of importsOf(file, source)) {
      if (!isSchema(entry.target)) continue
      for (const name of entry.names) {
        if (name.startsWith('*')) for (const table of Object.keys(tableOwners)) tables.add(table)
        else if (Object.hasOwn(tableOwners, name)) tables.add(name)
      }
    }
    for (const match of source.matchAll(/\b(?:from|join|update|into)\s+"?(\w+)"?/gi)) {
      const table = sqlNames.get(match[1] as string)
      if (table) tables.add(table)
    }
    for (const table of [...tables].sort()) {
      const owner = tableOwners[table]
      if (owner && owner !== own) reads.push({ file, table, owner })
    }
  }
  return reads
}

// "Is it public" as a query says it: a status or isApproved column compared with its public value,
// in Drizzle (`eq(jobs.status, 'open')`) or in SQL text (`${feedbacks.status} = 'approved'`).
const publicCheckPattern =
  /eq\(\s*([\w$]+)\.(?:status|isApproved),\s*(?:'(?:ACTIVE|published|open|approved)'|true)\s*\)|\$\{([\w$]+)\.(?:status|isApproved)\}\s*=\s*'(?:ACTIVE|published|open|approved)'/g

/** A module file that says whether another module's record is public: the owner says it, once, for everyone. */
export function foreignPublicChecks(tree: SourceTree): ForeignTableRead[] {
  const checks: ForeignTableRead[] = []
  for (const [file, source] of tree) {
    const own = moduleOf(file)
    if (!own || isTest(file)) continue
    for (const match of source.matchAll(publicCheckPattern)) {
      const table = (match[1] ?? match[2]) as string
      const owner = tableOwners[table]
      if (owner && owner !== own) checks.push({ file, table, owner })
    }
  }
  return checks
}

/**
 * The append-only tables (the ledger, decision 063; the audit log, decision 023) and their SQL names: no
 * code changes or removes a row of them, in Drizzle (`.update(ledgerLines)`, `.delete(ledgerJournals)`) or
 * in SQL text (`update ledger_lines`, `delete from ledger_journals`, `truncate`). Triggers refuse it too.
 */
const appendOnlyTables = { ledgerJournals: 'ledger_journals', ledgerLines: 'ledger_lines', auditLog: 'audit_log' }

/** Every place outside tests that would change or remove a row of an append-only table. */
export function appendOnlyChanges(tree: SourceTree): string[] {
  const changes: string[] = []
  for (const [file, source] of tree) {
    if (isTest(file)) continue
    for (const [table, sqlName] of Object.entries(appendOnlyTables)) {
      const drizzle = new RegExp(`\\.(?:update|delete)\\(\\s*${table}\\b`)
      const text = new RegExp(`\\b(?:update|delete\\s+from|truncate(?:\\s+table)?)\\s+"?${sqlName}\\b`, 'i')
      if (drizzle.test(source) || text.test(source)) changes.push(`${file} changes ${table}, which is append-only`)
    }
  }
  return changes
}

/** The tables declared in db/schema (`export const x = pgTable(`) that the ownership map does not name. */
function tablesWithoutOwner(tree: SourceTree): string[] {
  const missing: string[] = []
  for (const [file, source] of tree) {
    if (!isSchema(file.replace(/\.ts$/, ''))) continue
    for (const match of source.matchAll(/^export const ([\w$]+) = pgTable\(/gm)) {
      const table = match[1] as string
      if (!Object.hasOwn(tableOwners, table)) missing.push(`${file}: ${table}`)
    }
  }
  return missing
}

export type Rule =
  | 'domain-imports-http'
  | 'lower-layer-imports-modules'
  | 'drizzle-outside-repository'
  | 'module-internals'
  | 'import-circle'
  | 'foreign-table'
  | 'table-without-owner'
  | 'foreign-public-check'
export type Violation = { rule: Rule; message: string }

/** Each rule broken: one entry per import that breaks it, and one per import circle. */
export function findViolations(tree: SourceTree): Violation[] {
  const violations: Violation[] = []
  const report = (rule: Rule, message: string) => violations.push({ rule, message })
  const graph = new Map<string, string[]>()

  for (const [file, source] of tree) {
    const imports = importsOf(file, source)
    graph.set(
      file,
      imports.map((entry) => entry.target).filter((target) => tree.has(target)),
    )
    if (isTest(file)) continue
    for (const entry of imports) {
      const { target } = entry
      const lowerLayer = /^(db|core|adapters)\//.test(file)
      const inDomain = lowerLayer || (file.startsWith('modules/') && !isRouteFile(file))
      if (target.startsWith('http/') && inDomain) {
        report('domain-imports-http', `${file} imports ${target}: only route files may import http/`)
      }
      if (lowerLayer && target.startsWith('modules/')) {
        report('lower-layer-imports-modules', `${file} imports ${target}: db/, core/ and adapters/ serve the modules`)
      }

      if (file.startsWith('modules/') && !isRepositoryFile(file) && (isDrizzle(target) || isSchema(target))) {
        report('drizzle-outside-repository', `${file} imports ${target}: only a *-repository.ts touches Drizzle`)
      }

      const own = moduleOf(file)
      const other = moduleOf(target)
      if (own && other && own !== other) {
        if (isRepositoryFile(target) || isRouteFile(target)) {
          report('module-internals', `${file} imports ${target}: another module's repository and routes are its own`)
        } else if (!entry.typeOnly) {
          report('module-internals', `${file} imports ${target}: across modules only types (a service's or a port's)`)
        }
      }
    }
  }

  for (const circle of importCircles(graph)) report('import-circle', [...circle, circle[0]].join(' -> '))
  for (const { file, table, owner } of foreignTableReads(tree)) {
    report('foreign-table', `${file} queries ${table}, which ${owner} owns: ask ${owner} through a port it exports`)
  }
  for (const { file, table, owner } of foreignPublicChecks(tree)) {
    report('foreign-public-check', `${file} decides whether ${table} is public, which only ${owner} says`)
  }
  for (const table of tablesWithoutOwner(tree)) {
    report('table-without-owner', `${table} has no owner in tableOwners: say which module owns it`)
  }
  return violations
}

/** The strongly connected components with more than one file, or a file importing itself (Tarjan). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  let next = 0

  const visit = (file: string) => {
    index.set(file, next)
    lowLink.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(target) as number))
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(target) as number))
      }
    }
    if (lowLink.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.reverse())
  }

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file)
  return circles
}
