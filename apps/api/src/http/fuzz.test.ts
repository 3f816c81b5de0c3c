import { approvalQueues } from '@rally/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../db/seed/index.ts'
import { createTestApp } from '../test/app.ts'
import { signIn } from '../test/auth.ts'

/**
 * The bad-input fuzz (issue 22): every operation in the API's own OpenAPI document, called with
 * inputs made from its schemas and then spoilt (wrong types, missing fields, huge and strange
 * strings, extreme numbers, extra fields, malformed JSON, the wrong content type, bad path values),
 * anonymously and as every demo role, over the demo data. No answer may be a 5xx, and no body may
 * show a stack frame, a file of the server or SQL. Seeded: FUZZ_SEED=<n> replays a run, FUZZ_ROUNDS
 * sets how many times each operation is called (more for a longer local run).
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const rounds = Number(process.env.FUZZ_ROUNDS ?? 84)

type Schema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  nullable?: boolean
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
}
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema }
type Operation = {
  method: string
  path: string
  parameters: Parameter[]
  body?: Schema
  bodyTypes: string[]
}
type Caller = { name: string; key?: string; headers: Record<string, string> }
type Sent = {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function createRandom(start: number) {
  let state = start >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}
const random = createRandom(seed)

const hugeString = 'x'.repeat(120_000)
const nastyStrings = [
  '',
  ' ',
  'a',
  hugeString,
  'é'.repeat(5_000),
  'Ünïcødé ज़ 中文 العربية 🎾🏸 \u200b\u202e',
  '\u0000nul\u0000',
  '\ud800 lone surrogate',
  "' or 1=1 --",
  '"; drop table users; --',
  '%',
  '_%\\',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '$\u{7b}7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9999999999999999999999',
  'true',
  'null',
  '[]',
  '{}',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345678-1234-1234-1234-123456789012',
  'not-a-uuid',
  'https://',
  'javascript:alert(1)',
  'mailto:@',
  '@@',
  ' padded ',
  'line\nbreak\r\n',
]
const nastyNumbers = [
  0,
  -1,
  -0,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
]
const nastyValues: unknown[] = [
  ...nastyStrings,
  ...nastyNumbers,
  null,
  true,
  false,
  [],
  [null],
  {},
  { nested: { deeper: [1, 'two', { three: null }] } },
  Array.from({ length: 2_000 }, (_, i) => i),
]
const badPathValues = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999999',
  'abc',
  '00000000-0000-0000-0000-000000000000',
  '12345678-1234-4234-8234-123456789012',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(5_000),
  "'%20or%201=1",
  '%00',
  '%E2%82%AC%F0%9F%8E%BE',
  '%C0%AF',
  '%',
  '..',
  '%2e%2e%2f',
  'null',
  'undefined',
  'éü',
]
const validSamples = [
  'Asha Verma',
  'asha.verma@mail.example',
  '9845012345',
  '+91',
  'Tennis',
  'Badminton',
  '2026-12-01',
  '10:30',
  'Bengaluru',
  'IN',
  'INR',
  'asha-verma',
  'https://example.com/a',
  '2026-12-01T10:30:00.000Z',
]

/** A value the schema should accept (as nearly as this can tell without a regex engine in reverse). */
function valid(schema: Schema | undefined, pools: Pools, depth = 0): unknown {
  if (!schema || depth > 6) return random.pick(validSamples)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return random.pick(schema.enum)
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => valid(part, pools, depth + 1))
    return parts.every((part) => part && typeof part === 'object' && !Array.isArray(part))
      ? Object.assign({}, ...parts)
      : parts[0]
  }
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return valid(random.pick(choices), pools, depth + 1)
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type
  switch (type) {
    case 'object': {
      const object: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.6)) object[key] = valid(property, pools, depth + 1)
      }
      return object
    }
    case 'array': {
      const count = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3))
      return Array.from({ length: count }, () => valid(schema.items, pools, depth + 1))
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0
      const max = Math.min(schema.maximum ?? min + 1000, min + 1000)
      const value = random.int(Math.ceil(min), Math.floor(Math.max(min, max)))
      return type === 'number' && random.chance(0.3) ? value + 0.5 : value
    }
    case 'boolean':
      return random.chance(0.5)
    case 'null':
      return null
    default:
      return validString(schema, pools)
  }
}

function validString(schema: Schema, pools: Pools): string {
  if (schema.format === 'uuid')
    return random.chance(0.7) && pools.uuids.length ? random.pick(pools.uuids) : randomUuid()
  if (schema.format === 'email') return `fuzz.${random.int(1, 1e6)}@mail.example`
  if (schema.format === 'uri') return `https://example.com/${random.int(1, 1e6)}`
  if (schema.format === 'date') return '2026-12-01'
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 11, random.int(1, 28))).toISOString()
  const fits = (candidate: string) =>
    candidate.length >= (schema.minLength ?? 0) &&
    candidate.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(candidate))
  if (schema.pattern) {
    const candidates = [...validSamples, ...pools.uuids.slice(0, 3), 'a', 'abc', 'asha_verma'].filter(fits)
    if (candidates.length) return random.pick(candidates)
  }
  const length = random.int(schema.minLength ?? 1, Math.min(schema.maxLength ?? 24, (schema.minLength ?? 1) + 24))
  const text = `${random.pick(validSamples)} ${'fuzz'.repeat(10)}`.slice(0, Math.max(length, 1))
  return text.padEnd(length, 'x')
}

function randomUuid() {
  const hex = () => random.int(0, 15).toString(16)
  const part = (n: number) => Array.from({ length: n }, hex).join('')
  return `${part(8)}-${part(4)}-4${part(3)}-${random.pick(['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`
}

/** Spoils one place in a value: a wrong type, a field dropped or added, an extreme value. */
function spoil(value: unknown, depth = 0): unknown {
  if (value && typeof value === 'object' && depth < 4 && random.chance(0.85)) {
    if (Array.isArray(value)) {
      if (value.length === 0 || random.chance(0.3)) return [...value, random.pick(nastyValues)]
      const copy = [...value]
      const index = random.int(0, copy.length - 1)
      copy[index] = spoil(copy[index], depth + 1)
      return copy
    }
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    const keys = Object.keys(copy)
    const move = random.int(0, 3)
    if (keys.length && move === 0) delete copy[random.pick(keys)]
    else if (move === 1 || !keys.length) {
      copy[random.pick(['extra', 'isAdmin', 'userId', 'id', 'status', '__proto__', 'constructor', 'ünï'])] =
        random.pick(nastyValues)
    } else {
      const key = random.pick(keys)
      copy[key] = spoil(copy[key], depth + 1)
    }
    return copy
  }
  return random.pick(nastyValues)
}

const malformedBodies = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'nul',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":"${'b'.repeat(200_000)}"}`,
  '""',
  '0',
  '-1e400',
  'null',
  'true',
  '[]',
  '{}',
  '\ufeff{}',
]
const otherContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/png',
  'application/json\u0000',
]

type Pools = { uuids: string[]; byName: Map<string, string[]> }

function pathValue(parameter: Parameter, pools: Pools): string {
  if (random.chance(0.35)) return random.pick(badPathValues)
  const named = pools.byName.get(parameter.name) ?? []
  if (named.length && random.chance(0.8)) return encodeURIComponent(random.pick(named))
  const generated = valid(parameter.schema, pools)
  return encodeURIComponent(String(generated))
}

function queryString(parameters: Parameter[], pools: Pools): string {
  const pairs: [string, string][] = []
  for (const parameter of parameters) {
    const roll = random.next()
    if (roll < 0.35 && !parameter.required) continue
    if (roll < 0.45 && parameter.required) continue // missing a required one
    const value =
      roll < 0.8
        ? valid(parameter.schema, pools)
        : roll < 0.9
          ? random.pick(nastyValues)
          : [valid(parameter.schema, pools), random.pick(nastyStrings)] // repeated parameter
    for (const one of Array.isArray(value) ? value : [value]) {
      pairs.push([parameter.name, typeof one === 'string' ? one : JSON.stringify(one)])
    }
  }
  if (random.chance(0.1)) pairs.push([random.pick(['extra', 'limit', 'page', 'q', 'sort', '__proto__']), '-1'])
  if (pairs.length === 0) return ''
  if (random.chance(0.03)) return '?%E0%A4%A&%ZZ=1&=&&a[b]=c'
  return `?${new URLSearchParams(pairs).toString()}`
}

function requestFor(operation: Operation, caller: Caller, pools: Pools): Sent {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name) ?? {
      in: 'path' as const,
      name,
    }
    return pathValue(parameter, pools)
  })
  const url =
    path +
    queryString(
      operation.parameters.filter((p) => p.in === 'query'),
      pools,
    )
  const headers: Record<string, string> = { ...caller.headers }
  for (const parameter of operation.parameters.filter((p) => p.in === 'header')) {
    if (random.chance(0.7)) headers[parameter.name] = String(valid(parameter.schema, pools))
    else if (random.chance(0.5))
      headers[parameter.name] = random
        .pick(nastyStrings)
        .slice(0, 4_000)
        .replace(/[^\x20-\x7e]/g, '?')
  }
  if (random.chance(0.03)) {
    headers.authorization = random.pick([
      'Bearer',
      'Bearer x.y.z',
      'Basic Zm9vOmJhcg==',
      'Bearer eyJhbGciOiJub25lIn0.e30.',
      `Bearer ${'a'.repeat(3_000)}`,
    ])
  }
  const sent: Sent = { method: operation.method, url, headers }
  if (operation.method === 'GET' || operation.method === 'HEAD') return sent
  const roll = random.next()
  if (roll < 0.1) return sent // no body at all
  if (roll < 0.2) {
    sent.headers['content-type'] = 'application/json'
    sent.payload = random.pick(malformedBodies)
    return sent
  }
  const body = operation.body ? valid(operation.body, pools) : { anything: random.pick(nastyValues) }
  const payload = roll < 0.4 ? body : spoil(body)
  sent.payload = JSON.stringify(payload) ?? 'null'
  sent.headers['content-type'] = roll > 0.93 ? random.pick(otherContentTypes) : 'application/json'
  return sent
}

/** What a body may never show: stack frames, files of the server, SQL or the driver's words. */
const leaks: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \(|\bat (?:file:\/\/)?\/[^\s)]+:\d+:\d+/],
  ['server file', /(?:\/work\/|\/node_modules\/|file:\/\/|[\w-]+\.(?:ts|mjs|cjs):\d+)/],
  [
    'SQL text',
    /\bselect\s+(?:"|\*|distinct\b|count\()[\s\S]{0,2000}?\bfrom\s+"|\b(?:insert into|delete from)\s+"|\bupdate\s+"\w+"\s+set\b/i,
  ],
  [
    'database error',
    /(?:syntax error at or near|violates (?:foreign key|unique|not-null|check) constraint|relation "|column "|duplicate key value|invalid input syntax for|PGlite|drizzle|DrizzleQueryError|Failed query)/i,
  ],
  ['internal error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError: (?!Unexpected)|Cannot read propert)/],
]

function leakIn(body: string, sent: Sent): string | undefined {
  for (const [name, pattern] of leaks) {
    const match = body.match(pattern)
    // What the request itself carried may come back (a 404 names the path asked for).
    if (match && !(sent.url + (sent.payload ?? '')).includes(match[0])) return `${name}: ${match[0].slice(0, 120)}`
  }
  return undefined
}

let t: Awaited<ReturnType<typeof createTestApp>>
let operations: Operation[] = []
let callers: Caller[] = []
const pools: Pools = { uuids: [], byName: new Map() }

/** Every id-like value in a response: a pool of real ids for path parameters. */
function harvest(value: unknown, key = '') {
  if (Array.isArray(value)) {
    for (const item of value) harvest(item, key)
    return
  }
  if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) harvest(item, name)
    return
  }
  if (typeof value !== 'string' && typeof value !== 'number') return
  const text = String(value)
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) pools.uuids.push(text)
  if (/(?:^id|Id|^slug|^username)$/.test(key) && text.length < 200) {
    const names = key === 'id' ? ['id'] : [key, 'id']
    for (const name of names) pools.byName.set(name, [...(pools.byName.get(name) ?? []), text].slice(-200))
  }
}

async function signInAs(caller: Caller) {
  if (!caller.key) return
  caller.headers = (await signIn(t.app, caller.key)).headers
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' })
  await seedDemoData(t.db)
  callers = [
    { name: 'anonymous', headers: {} },
    ...['player', 'parent', 'coach', 'partner', 'academy', 'admin', 'new'].map((key) => ({
      name: key,
      key,
      headers: {},
    })),
  ]
  for (const caller of callers) await signInAs(caller)

  const document = (await t.app.inject({ url: '/v1/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        { tags?: string[]; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
      >
    >
  }
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // The live stream (tag `live`) answers a good request by staying open until the client leaves, which an
      // injected request never does; its bad input (401, 400 for `after`) is tested in live-events.test.ts.
      .filter(([, operation]) => !operation.tags?.includes('live'))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      })),
  )
  // Real ids for the path parameters: what every list answers the admin.
  const admin = callers.find((caller) => caller.name === 'admin') as Caller
  for (const operation of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
    const response = await t.app.inject({ url: operation.path, headers: admin.headers })
    if (String(response.headers['content-type']).includes('json')) harvest(response.json())
  }
  pools.byName.set(
    'queue',
    approvalQueues.filter((queue) => queue !== 'reportedPosts'),
  )
  pools.byName.set('kind', ['specialist', 'partner', 'academy', 'blog', 'job', 'news'])
  pools.byName.set('file', ['partners-1.xml', 'specialists-1.xml', 'pages.xml', 'academies-1.xml', 'nothing.xml'])
}, 300_000)
afterAll(() => t?.close())

describe('the bad-input fuzz', () => {
  it(`answers every operation, as every role, without a 5xx or a leaked detail (seed ${seed})`, async () => {
    expect(operations.length).toBeGreaterThanOrEqual(100)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let count = 0
    for (let round = 0; round < rounds; round++) {
      for (const [index, operation] of operations.entries()) {
        const caller = callers[(round + index) % callers.length] as Caller
        const sent = requestFor(operation, caller, pools)
        const response = await t.app.inject({
          method: sent.method as 'GET',
          url: sent.url,
          headers: sent.headers,
          ...(sent.payload !== undefined && { payload: sent.payload }),
        })
        count++
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
        const leak = response.statusCode >= 500 ? `status ${response.statusCode}` : leakIn(response.body, sent)
        if (leak && failures.length < 50) {
          failures.push(
            `${leak}: ${caller.name} ${sent.method} ${sent.url.slice(0, 300)} ${JSON.stringify(sent.headers['content-type'] ?? '')} ` +
              `${(sent.payload ?? '').slice(0, 400)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
          )
        }
        // A session signed out or a user blocked by the fuzz itself: sign in again, so the rest still runs as that role.
        if (caller.key && response.statusCode === 401) await signInAs(caller).catch(() => undefined)
      }
    }
    console.log(
      `fuzz: ${count} requests over ${operations.length} operations × ${callers.length} callers, seed ${seed} (FUZZ_SEED=${seed} replays); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    )
    expect(count).toBeGreaterThanOrEqual(10_000)
    expect(failures, `FUZZ_SEED=${seed} replays this run`).toEqual([])
  }, 600_000)
})
