import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  blogPostInputSchema,
  bookingRequestSchema,
  coachProfileFieldsSchema,
  languages,
  onboardingInputSchema,
} from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { messageEntry, translateMessage } from '../lib/message-text.ts'
import { formMessages } from './schema-messages.ts'

const table = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, code, 'validation.json'), 'utf8')).validation

const firstMessage = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message ?? ''

describe('validation messages', () => {
  const messages = formMessages()

  it('are found by walking the shared schemas, including those made by helpers with numbers', () => {
    expect(messages.length).toBeGreaterThan(80)
    expect(messages).toContain('WhatsApp number cannot be empty or just spaces')
    expect(messages).toContain('City must be at most 100 characters')
    expect(messages).toContain('The file is too large: at most 5 MB')
  })

  it.each(languages.map((language) => language.code))('%s has every message a form can show', (code) => {
    const texts = table(code)
    expect(messages.filter((message) => messageEntry(texts, message) === undefined)).toEqual([])
  })

  it('the English table holds only messages the schemas make, so no entry outlives its message', () => {
    const english = table('en')
    const made = (key: string) => messages.some((message) => messageEntry({ [key]: key }, message) !== undefined)
    expect(Object.keys(english).filter((key) => !made(key))).toEqual([])
  })

  it('shows the phone and WhatsApp messages of the booking form in Thai and Japanese', () => {
    const result = bookingRequestSchema.safeParse({ name: 'Asha', phone: '  ', whatsappNumber: '12' })
    expect(firstMessage(result, 'phone')).toBe('Phone number cannot be empty or just spaces')
    expect(translateMessage(table('th'), firstMessage(result, 'phone'))).toBe('เบอร์โทรศัพท์ต้องไม่เว้นว่างหรือมีเพียงช่องว่าง')
    expect(translateMessage(table('ja'), firstMessage(result, 'whatsappNumber'))).toBe(
      'WhatsApp番号は4桁以上で入力してください',
    )
  })

  it('fills a message made with a number into its translation, number included', () => {
    const result = coachProfileFieldsSchema.safeParse({ firstName: 'Asha', title: 'Coach', city: 'x'.repeat(101) })
    const message = firstMessage(result, 'city')
    expect(message).toBe('City must be at most 100 characters')
    expect(translateMessage(table('th'), message)).toBe('เมืองต้องมีความยาวไม่เกิน 100 ตัวอักษร')
    expect(translateMessage(table('de'), message)).toBe('Die Stadt darf höchstens 100 Zeichen lang sein')
  })

  it('names the blog tag that is wrong, in every language', () => {
    const result = blogPostInputSchema.safeParse({
      title: 'Footwork',
      body: 'x'.repeat(60),
      sport: 'Tennis',
      tags: ['ok', 'Big Smash'],
    })
    const message = result.error?.issues.find((issue) => issue.path.join('.') === 'tags.1')?.message ?? ''
    expect(message).toBe('Tag “Big Smash” must be 2 to 30 lowercase letters, digits or hyphens')
    for (const { code } of languages) expect(translateMessage(table(code), message), code).toContain('Big Smash')
    expect(translateMessage(table('th'), message)).toBe(
      '“Big Smash”: แท็กต้องเป็นอักษรอังกฤษตัวพิมพ์เล็ก ตัวเลข หรือขีดกลาง 2 ถึง 30 ตัว',
    )
  })

  it('a message from a real schema is found and translated', () => {
    const message = firstMessage(onboardingInputSchema.safeParse({ firstName: 'A' }), 'firstName')
    expect(translateMessage(table('th'), message)).not.toBe(message)
  })
})
