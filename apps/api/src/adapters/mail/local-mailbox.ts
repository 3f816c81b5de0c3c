import { randomBytes, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { type Mailer, messageIdFor, toNodemailerMessage } from './mailer.ts'

/** What the mailbox's index keeps of one message, beside its .eml file. */
export type MailboxEntry = {
  id: string
  messageId: string
  from: string
  to: string
  /** Where answers go, when not to the sender (older entries have none). */
  replyTo?: string
  subject: string
  /** When it was "sent", ISO 8601. */
  date: string
  text: string
  html: string
  /** Its one-click opt-out address (List-Unsubscribe), when it has one. */
  unsubscribeUrl?: string
  /** Each attachment with its bytes in base64 (older entries have no content). */
  attachments: { filename: string; contentType: string; size: number; content?: string }[]
}
export type MailboxSummary = Pick<MailboxEntry, 'id' | 'to' | 'subject' | 'date'> & { attachments: string[] }

export type LocalMailbox = Mailer & {
  readonly kind: 'local'
  readonly dir: string
  /** The newest messages first. */
  list(limit?: number): Promise<MailboxSummary[]>
  get(id: string): Promise<MailboxEntry | undefined>
  /** The message as sent: RFC 5322 text with CRLF line ends, as any mail program opens it. */
  raw(id: string): Promise<Buffer | undefined>
}

// Ids sort by time ("20261121T060807123Z-1a2b3c4d") and can never name a path outside the folder.
const idPattern = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/
export const isMailboxId = (value: string) => idPattern.test(value)

/**
 * The embedded default's mail: every message is kept as `<id>.json` in a folder
 * (DATA_DIR/mailbox), the entry the /dev/mailbox pages read; its `.eml` is composed
 * by nodemailer exactly as SMTP would carry it when it is asked for. One file per
 * message, so several processes can write without sharing an index.
 */
export function createLocalMailbox({ dir, from }: { dir: string; from: string }): LocalMailbox {
  const root = path.resolve(dir)
  // The folder is made by the first message, not by every one (a system call less per message), and
  // again if it is gone.
  let folder: Promise<unknown> | undefined
  const inFolder = async (write: () => Promise<void>) => {
    folder ??= mkdir(root, { recursive: true })
    try {
      await folder
      await write()
    } catch (error) {
      folder = undefined
      if (!isNotFound(error)) throw error
      await mkdir(root, { recursive: true })
      await write()
    }
  }

  async function readEntry(id: string): Promise<MailboxEntry | undefined> {
    if (!isMailboxId(id)) return undefined
    try {
      return JSON.parse(await readFile(path.join(root, `${id}.json`), 'utf8')) as MailboxEntry
    } catch (error) {
      if (isNotFound(error) || error instanceof SyntaxError) return undefined
      throw error
    }
  }

  return {
    kind: 'local',
    dir: root,

    async send(message) {
      const now = new Date()
      const id = `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`
      const messageId = messageIdFor(message.id ?? randomUUID(), from)
      const entry: MailboxEntry = {
        id,
        messageId,
        from,
        to: message.to,
        ...(message.replyTo && { replyTo: message.replyTo }),
        ...(message.unsubscribeUrl && { unsubscribeUrl: message.unsubscribeUrl }),
        subject: message.subject,
        date: now.toISOString(),
        text: message.text,
        html: message.html,
        // Kept in the entry, so the mailbox page can show an invitation (.ics) and the .eml can be composed.
        attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: Buffer.byteLength(content),
          content: Buffer.from(content).toString('base64'),
        })),
      }
      // One file per message, its entry; the .eml is composed from it when it is asked for (decision 077). A
      // reader that meets an entry still being written reads no whole JSON and passes it by, as if not there.
      await inFolder(() => writeFile(path.join(root, `${id}.json`), JSON.stringify(entry), { flag: 'wx' }))
      return { messageId }
    },

    async close() {},

    async list(limit = 200) {
      let names: string[]
      try {
        names = await readdir(root)
      } catch (error) {
        if (isNotFound(error)) return []
        throw error
      }
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter(isMailboxId)
        .sort()
        .reverse()
        .slice(0, limit)
      const entries = await Promise.all(ids.map(readEntry))
      return entries
        .filter((entry): entry is MailboxEntry => entry !== undefined)
        .map(({ id, to, subject, date, attachments }) => ({
          id,
          to,
          subject,
          date,
          attachments: attachments.map((attachment) => attachment.filename),
        }))
    },

    get: readEntry,

    async raw(id) {
      const entry = await readEntry(id)
      if (!entry) return undefined
      // Messages kept before decision 077 have the .eml as it was composed when sent.
      try {
        return await readFile(path.join(root, `${id}.eml`))
      } catch (error) {
        if (!isNotFound(error)) throw error
      }
      return compose(entry)
    },
  }
}

/** The message as nodemailer gives it to an SMTP server, from the entry: the same Message-ID and Date. */
async function compose(entry: MailboxEntry): Promise<Buffer> {
  const message = {
    to: entry.to,
    ...(entry.replyTo && { replyTo: entry.replyTo }),
    ...(entry.unsubscribeUrl && { unsubscribeUrl: entry.unsubscribeUrl }),
    subject: entry.subject,
    text: entry.text,
    html: entry.html,
    attachments: entry.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content: Buffer.from(content ?? '', 'base64'),
    })),
  }
  const info = await composer.sendMail({
    ...toNodemailerMessage(message, entry.from),
    messageId: entry.messageId,
    date: new Date(entry.date),
  })
  return info.message as Buffer
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
}
