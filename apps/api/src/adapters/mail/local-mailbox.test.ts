import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../../config.ts'
import { createMailer } from './index.ts'
import { createLocalMailbox, type LocalMailbox } from './local-mailbox.ts'

let dir: string
let mailbox: LocalMailbox

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rally-mailbox-'))
  mailbox = createLocalMailbox({ dir, from: 'Rally <no-reply@rally.example>' })
})
afterEach(async () => {
  await mailbox.close()
  await rm(dir, { recursive: true, force: true })
})

describe('local mailbox', () => {
  it('carries a one-click opt-out as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const url = 'http://localhost:3000/v1/notifications/unsubscribe?token=abc'
    await mailbox.send({
      to: 'asha@mail.example',
      subject: 'Reminder',
      text: 'a',
      html: '<p>a</p>',
      unsubscribeUrl: url,
    })
    const [entry] = await mailbox.list()
    // Unfolded, as a mail program reads the headers.
    const raw = ((await mailbox.raw(entry?.id as string))?.toString('utf8') ?? '').replace(/\r\n[ \t]+/g, ' ')
    expect(raw).toContain(`List-Unsubscribe: <${url}>`)
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  })

  it('keeps each message as one entry, and gives its .eml as a mail program opens it', async () => {
    const { messageId } = await mailbox.send({
      id: 'f1e2d3c4-0000-4000-8000-000000000001',
      to: 'asha@mail.example',
      subject: '予約リクエストを受け付けました — Coach Rao',
      text: 'ありがとうございます。',
      html: '<p>ありがとうございます。</p>',
      attachments: [
        { filename: 'rally-session.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\n' },
      ],
    })
    expect(messageId).toBe('<f1e2d3c4-0000-4000-8000-000000000001@rally.example>')

    // One line of this process's log (decision 083), not a file of its own.
    const files = await readdir(dir)
    expect(files).toEqual([expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.jsonl$/)])
    expect((await readFile(path.join(dir, files[0] as string), 'utf8')).split('\n')).toHaveLength(2)

    const [summary] = await mailbox.list()
    expect(summary).toMatchObject({
      to: 'asha@mail.example',
      subject: '予約リクエストを受け付けました — Coach Rao',
      attachments: ['rally-session.ics'],
    })
    const raw = await mailbox.raw(summary?.id ?? '')
    expect(raw?.includes('\r\n')).toBe(true)
    const parsed = await simpleParser(raw as Buffer)
    expect(parsed.subject).toBe('予約リクエストを受け付けました — Coach Rao')
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('asha@mail.example')
    expect(parsed.messageId).toBe(messageId)
    expect(parsed.attachments[0]?.filename).toBe('rally-session.ics')
    expect(parsed.attachments[0]?.content.toString()).toBe('BEGIN:VCALENDAR\r\n')
    expect(parsed.text?.trim()).toBe('ありがとうございます。')
    // The Date header, to the second, is when the message was kept.
    const kept = Date.parse((await mailbox.get(summary?.id ?? ''))?.date ?? '')
    expect(parsed.date?.getTime()).toBe(Math.floor(kept / 1000) * 1000)
    // Asked for again, it is the same message.
    expect((await simpleParser((await mailbox.raw(summary?.id ?? '')) as Buffer)).messageId).toBe(messageId)
    expect(await mailbox.get(summary?.id ?? '')).toMatchObject({
      text: 'ありがとうございます。',
      html: '<p>ありがとうございます。</p>',
    })
  })

  it('lists the newest first', async () => {
    for (const subject of ['first', 'second', 'third']) {
      await mailbox.send({ to: 'a@mail.example', subject, text: subject, html: `<p>${subject}</p>` })
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    expect((await mailbox.list()).map((message) => message.subject)).toEqual(['third', 'second', 'first'])
    expect((await mailbox.list(1)).map((message) => message.subject)).toEqual(['third'])
  })

  it('gives a message without a stable id a Message-ID of its own, the same each time it is read', async () => {
    const { messageId } = await mailbox.send({ to: 'a@mail.example', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@rally\.example>$/)
    const [summary] = await mailbox.list()
    for (let read = 0; read < 2; read += 1) {
      expect((await simpleParser((await mailbox.raw(summary?.id ?? '')) as Buffer)).messageId).toBe(messageId)
    }
  })

  it('keeps 50 messages sent at once as 50 whole entries, and those of two processes side by side', async () => {
    const other = createLocalMailbox({ dir, from: 'Rally <no-reply@rally.example>' })
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 ? other : mailbox).send({
          to: `p${index}@mail.example`,
          subject: `Message ${index}`,
          text: 'x'.repeat(10_000),
          html: `<p>${index}</p>`,
        }),
      ),
    )
    expect((await readdir(dir)).filter((name) => name.endsWith('.jsonl'))).toHaveLength(2)
    for (const reader of [mailbox, other]) {
      const listed = await reader.list()
      expect(listed.map((message) => message.subject).sort()).toEqual(
        Array.from({ length: 50 }, (_, index) => `Message ${index}`).sort(),
      )
      expect((await reader.get(listed[0]?.id ?? ''))?.text).toHaveLength(10_000)
    }
    await other.close()
  })

  it('makes its folder and log again when they were removed, and passes by a line still being written', async () => {
    await mailbox.close()
    mailbox = createLocalMailbox({ dir, from: 'Rally <no-reply@rally.example>', lookEveryMs: 0 })
    await mailbox.send({ to: 'a@mail.example', subject: 'Before', text: 'a', html: '<p>a</p>' })
    await rm(dir, { recursive: true, force: true })
    expect(await mailbox.list()).toEqual([])
    await mailbox.send({ to: 'a@mail.example', subject: 'After', text: 'a', html: '<p>a</p>' })
    expect((await mailbox.list()).map((message) => message.subject)).toEqual(['After'])
    const [log] = await readdir(dir)
    await appendFile(path.join(dir, log as string), '{"id":"20990101T000000000Z-0000000b","to":')
    expect((await mailbox.list()).map((message) => message.subject)).toEqual(['After'])
  })

  it('passes by an entry still being written, and reads the .eml a message kept before decision 077 has', async () => {
    await writeFile(path.join(dir, '20260101T000000000Z-0000000a.json'), '{"id":"20260101T000000000Z-0000000a","to":')
    expect(await mailbox.list()).toEqual([])
    expect(await mailbox.get('20260101T000000000Z-0000000a')).toBeUndefined()

    await mailbox.send({ to: 'a@mail.example', subject: 'Kept', text: 'Kept', html: '<p>Kept</p>' })
    const [summary] = await mailbox.list()
    const eml = Buffer.from('Subject: As it was sent\r\n\r\nBody\r\n')
    await writeFile(path.join(dir, `${summary?.id}.eml`), eml)
    expect(await mailbox.raw(summary?.id ?? '')).toEqual(eml)
  })

  it('answers nothing for an unknown id or one that tries to leave the folder', async () => {
    expect(await mailbox.list()).toEqual([])
    for (const id of ['20260101T000000000Z-00000000', '../../etc/passwd', '..', '']) {
      expect(await mailbox.get(id)).toBeUndefined()
      expect(await mailbox.raw(id)).toBeUndefined()
    }
  })

  it('is what createMailer gives without SMTP_URL, in DATA_DIR/mailbox', async () => {
    const mailer = createMailer(parseConfig({ DATA_DIR: dir }).mail)
    expect(mailer.kind).toBe('local')
    await mailer.send({ to: 'a@mail.example', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
    expect(await readdir(path.join(dir, 'mailbox'))).toHaveLength(1)
  })
})
