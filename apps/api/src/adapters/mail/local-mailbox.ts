import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { type Mailer, toNodemailerMessage } from './mailer.ts'

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
  /** Each attachment with its bytes in base64 (older entries have no content). */
  attachments: { filename: string; contentType: string; size: number; content?: string }[]
  size: number
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
 * The embedded default's mail: every message is composed by nodemailer exactly
 * as SMTP would carry it, then kept as `<id>.eml` in a folder (DATA_DIR/mailbox)
 * with a small `<id>.json` index entry that the /dev/mailbox pages read. One
 * file pair per message, so several processes can write without sharing an index.
 */
export function createLocalMailbox({ dir, from }: { dir: string; from: string }): LocalMailbox {
  const root = path.resolve(dir)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
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
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  return {
    kind: 'local',
    dir: root,

    async send(message) {
      const now = new Date()
      const id = `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`
      const info = await transport.sendMail({ ...toNodemailerMessage(message, from), date: now })
      const eml = info.message as Buffer
      const entry: MailboxEntry = {
        id,
        messageId: info.messageId,
        from,
        to: message.to,
        ...(message.replyTo && { replyTo: message.replyTo }),
        subject: message.subject,
        date: now.toISOString(),
        text: message.text,
        html: message.html,
        // Kept in the index too, so the mailbox page can show an invitation (.ics) without parsing the .eml.
        attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: Buffer.byteLength(content),
          content: Buffer.from(content).toString('base64'),
        })),
        size: eml.length,
      }
      // The message first, its index entry last: a listed message always has its whole file. Only the entry
      // is written atomically (a temporary file renamed): the .eml is new ('wx') and unread until listed,
      // which saves a file rename and a random name per message (decision 070).
      await inFolder(async () => {
        await writeFile(path.join(root, `${id}.eml`), eml, { flag: 'wx' })
        await writeAtomically(path.join(root, `${id}.json`), Buffer.from(JSON.stringify(entry)))
      })
      return { messageId: info.messageId }
    },

    async close() {
      transport.close()
    },

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
      if (!isMailboxId(id)) return undefined
      try {
        return await readFile(path.join(root, `${id}.eml`))
      } catch (error) {
        if (isNotFound(error)) return undefined
        throw error
      }
    },
  }
}

async function writeAtomically(target: string, data: Buffer) {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temporary, data, { flag: 'wx' })
  await rename(temporary, target)
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
}
