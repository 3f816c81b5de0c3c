import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { onboardingInputSchema } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import english from './en/validation.json'
import thaiTexts from './th/validation.json'

const sharedDir = path.resolve(import.meta.dirname, '../../../../packages/shared/src')

/** The fixed messages written in the shared schemas: `.min(2, '…')`, `{ error: '…' }`, `…Message = '…'`. */
function schemaMessages(): string[] {
  const found = new Set<string>()
  const quoted = `'([^'\\\\]*(?:\\\\.[^'\\\\]*)*)'`
  const patterns = [
    new RegExp(`\\.(?:min|max|length|regex|refine)\\([^,()]*(?:\\([^)]*\\))?[^,()]*,\\s*${quoted}`, 'g'),
    new RegExp(`\\b(?:error|message):\\s*${quoted}`, 'g'),
    new RegExp(`Message\\s*=\\s*${quoted}`, 'g'),
  ]
  for (const file of readdirSync(sharedDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const text = readFileSync(path.join(sharedDir, file), 'utf8')
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1] ?? '')
  }
  // Messages for people start with a capital; the lower-case ones, and these, answer API clients
  // about parameters no form sends wrong.
  const apiOnly = [
    'Choose a demo user',
    'Coach ID is required',
    'Only approved specialists are listed: isApproved=true',
    'Only approved feedback is listed: status=approved',
    'Give exactly one of email, username or userId',
  ]
  return [...found].filter((message) => /^[A-Z]/.test(message) && !apiOnly.includes(message))
}

describe('validation messages', () => {
  it('every message a form can show has its entry in the table, so each language can translate it', () => {
    const messages = schemaMessages()
    expect(messages.length).toBeGreaterThan(40)
    const missing = messages.filter((message) => !(message in english.validation))
    expect(missing).toEqual([])
  })

  it('a message from a real schema is found and translated', () => {
    const result = onboardingInputSchema.safeParse({ firstName: 'A' })
    const message = result.error?.issues.find((issue) => issue.path[0] === 'firstName')?.message ?? ''
    expect(message in english.validation).toBe(true)
    const thai = (thaiTexts.validation as Record<string, string>)[message]
    expect(thai).toBeTruthy()
    expect(thai).not.toBe(message)
  })
})
