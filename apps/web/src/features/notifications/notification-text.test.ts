import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type NotificationItem, notificationEvents } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { createTranslator, type Texts } from '../../lib/translator.ts'
import { notificationText } from './notification-text.ts'

const texts = (language: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../locales', language, 'notifications.json'), 'utf8'),
  ) as Texts

const item = (event: NotificationItem['event'], params: Record<string, string>): NotificationItem => ({
  id: '1',
  event,
  params,
  link: '/inbox',
  createdAt: '2026-11-29T08:00:00.000Z',
  readAt: null,
})

describe('notificationText', () => {
  const session = { name: 'Asha Rao', startsAt: '2026-12-05T13:00:00.000Z', timeZone: 'Asia/Kolkata' }

  it('writes the sentence with the name and the session’s time in the zone it is kept in', () => {
    const text = notificationText(item('booking_requested', session), createTranslator('en', texts('en')), 'en')
    expect(text).toBe('Asha Rao asked to book a session on Sat, Dec 5, 6:30 PM')
  })

  it('writes every event in Japanese, with no key or placeholder left', () => {
    const t = createTranslator('ja', texts('ja'))
    for (const event of notificationEvents) {
      const text = notificationText(item(event, { ...session, conversationId: 'c1' }), t, 'ja')
      expect(text).toContain('Asha Rao')
      expect(text).not.toMatch(/notifications\.|\{\{/)
    }
  })

  it('says "Someone" when the name is missing and survives an unknown time zone', () => {
    const t = createTranslator('en', texts('en'))
    expect(notificationText(item('message_received', { conversationId: 'c1' }), t, 'en')).toBe(
      'New message from Someone',
    )
    expect(notificationText(item('session_reminder', { ...session, timeZone: 'Nowhere/Else' }), t, 'en')).toContain(
      'Reminder: your session with Asha Rao is on Sat, Dec 5, 1:00 PM',
    )
  })
})
