import * as shared from '@rally/shared'

type SchemaNode = { _zod: { def: Record<string, unknown> } }
const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as SchemaNode)._zod?.def === 'object'

/** A custom message is kept as a function of the issue; a string given to zod returns itself whatever it is asked. */
function customMessage(def: Record<string, unknown>): string | undefined {
  if (typeof def.error !== 'function') return undefined
  const message = (def.error as (issue?: unknown) => unknown)()
  return typeof message === 'string' ? message : undefined
}

/**
 * Every message written in a shared zod schema, found by walking the schemas
 * themselves: nested objects, pipes, unions, defaults, arrays and each check.
 * Messages made by helpers (`phoneDigits('WhatsApp number')`, `optionalText(100,
 * 'City')`) are found as they are filled in, which a search of the source misses.
 */
export function schemaMessages(): Set<string> {
  const found = new Set<string>()
  const seen = new Set<unknown>()
  const visit = (node: unknown) => {
    if (!isSchema(node) || seen.has(node)) return
    seen.add(node)
    const def = node._zod.def
    const own = customMessage(def)
    if (own) found.add(own)
    for (const check of (def.checks as SchemaNode[] | undefined) ?? []) {
      const message = customMessage(check._zod.def)
      if (message) found.add(message)
    }
    for (const key of ['in', 'out', 'innerType', 'element', 'left', 'right', 'keyType', 'valueType', 'catchall']) {
      visit(def[key])
    }
    for (const option of (def.options as unknown[] | undefined) ?? []) visit(option)
    for (const item of (def.items as unknown[] | undefined) ?? []) visit(item)
    if (def.shape && typeof def.shape === 'object') for (const field of Object.values(def.shape)) visit(field)
  }
  for (const value of Object.values(shared)) visit(value)
  return found
}

/** The other messages the forms show from the shared package: upload refusals and named `…Message` texts. */
export function sharedTextMessages(): Set<string> {
  const found = new Set<string>()
  for (const [name, value] of Object.entries(shared)) {
    if (name.endsWith('Message') && typeof value === 'string') found.add(value)
  }
  for (const rule of Object.values(shared.uploadRules)) {
    found.add(rule.typeMessage)
    found.add(rule.tooLargeMessage)
  }
  // The conversations' refusals (a stranger's limit, a block, a closed thread…), which the thread shows as sent.
  for (const message of Object.values(shared.conversationMessages)) found.add(message)
  // The levels' texts (issue 26): the zod errors of a level, and the scale, country and evidence checks the level
  // form shows under its fields.
  for (const message of Object.values(shared.levelMessages)) found.add(message)
  // The session reports' texts (issue 26): the report form's field errors (the skill checks made in code
  // included) and the API's refusals of a report or a shared link.
  for (const message of Object.values(shared.sessionReportMessages)) found.add(message)
  // The juniors' texts (issue 26): a junior's fields, the year rules checked against the current year, the
  // safeguarding document's checks and the refusal of a provider not verified for juniors.
  for (const message of Object.values(shared.juniorMessages)) found.add(message)
  // The refusals of a coach's level confirmation after a session (issue 26), shown by its form: its field's (the
  // session's sport) and the form's.
  const { levelRefusals: refusals } = shared
  for (const message of [
    refusals.bookingNotFound,
    refusals.notTheCoach,
    refusals.notCompleted,
    refusals.noAccount,
    refusals.alreadyConfirmed,
    refusals.sessionSport,
    refusals.juniorSession,
  ])
    found.add(message)
  return found
}

/**
 * Messages for API clients about parameters no form sends wrong: lower-case
 * parameter names ("page must be a number"), and these.
 */
const apiOnly = new Set([
  'Choose a demo user',
  'Coach ID is required',
  'Only approved specialists are listed: isApproved=true',
  'Only approved feedback is listed: status=approved',
  'Give exactly one of email, username or userId',
  'Give kind and id of the profile, or bookingId',
])

/** Every message a person can read under a field. */
export function formMessages(): string[] {
  return [...schemaMessages(), ...sharedTextMessages()]
    .filter((message) => /^[A-Z]/.test(message) && !apiOnly.has(message))
    .sort()
}
