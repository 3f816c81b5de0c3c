import { randomUUID } from 'node:crypto'
import { type FileHandle, mkdir, open, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { type Mailer, messageIdFor, toNodemailerMessage } from './mailer.ts'

/** What the mailbox keeps of one message: its .eml is composed from it. */
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

/** A process's log of the messages it kept: `<when it started>-<random>.jsonl`, one entry a line. */
const logPattern = /^\d{8}T\d{9}Z-[0-9a-f]{8}\.jsonl$/

/**
 * The embedded default's mail: every message is kept as one line of JSON, the entry the /dev/mailbox pages
 * read, appended to this process's log in a folder (DATA_DIR/mailbox); its `.eml` is composed by nodemailer
 * exactly as SMTP would carry it when it is asked for (decision 077). One log per process, so several
 * processes write without sharing a file, and none makes a file per message (decision 083). Messages kept
 * before that are a `<id>.json` file each, and are read as before.
 */
export function createLocalMailbox({
  dir,
  from,
  lookEveryMs = 1000,
}: {
  dir: string
  from: string
  /** How often a process looks whether its log is still in the folder. */
  lookEveryMs?: number
}): LocalMailbox {
  const root = path.resolve(dir)
  const logPath = path.join(root, `${idAt(new Date())}.jsonl`)
  let log: Promise<FileHandle> | undefined
  /** Lines waiting for the write in progress: they go together in the next one. */
  let waiting: { line: string; written(): void; failed(error: unknown): void }[] = []
  let writing = false

  /** When this process last saw its log still in the folder (performance.now()). */
  let seenAt = 0

  /**
   * This process's log, opened for appending; made again, with its folder, when it was removed (looked at once
   * in `lookEveryMs` at most: a message kept before the next look goes with the removed log).
   */
  async function openLog(): Promise<FileHandle> {
    if (log) {
      const handle = await log
      if (performance.now() - seenAt < lookEveryMs) return handle
      if ((await handle.stat()).nlink > 0) {
        seenAt = performance.now()
        return handle
      }
      log = undefined
      await handle.close()
    }
    seenAt = performance.now()
    log = mkdir(root, { recursive: true }).then(() => open(logPath, 'a'))
    log.catch(() => {
      log = undefined
    })
    return log
  }

  async function writeWaiting() {
    writing = true
    while (waiting.length > 0) {
      const batch = waiting
      waiting = []
      try {
        // Whole lines in one write to a file opened for appending: a reader never meets another's line inside one.
        await (await openLog()).write(batch.map((entry) => entry.line).join(''))
        for (const entry of batch) entry.written()
      } catch (error) {
        for (const entry of batch) entry.failed(error)
      }
    }
    writing = false
  }

  function append(entry: MailboxEntry): Promise<void> {
    return new Promise((written, failed) => {
      waiting.push({ line: `${JSON.stringify(entry)}\n`, written, failed })
      if (!writing) void writeWaiting()
    })
  }

  /** Every entry in the folder: each log's whole lines, and the files of messages kept before decision 083. */
  async function entries(): Promise<MailboxEntry[]> {
    let names: string[]
    try {
      names = await readdir(root)
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
    const read = await Promise.all(
      names.map(async (name) => {
        if (logPattern.test(name)) return linesOf(await readIfThere(name))
        if (name.endsWith('.json') && isMailboxId(name.slice(0, -'.json'.length))) {
          return linesOf((await readIfThere(name)).replace(/\n/g, ' '))
        }
        return []
      }),
    )
    return read.flat()
  }

  async function readIfThere(name: string): Promise<string> {
    try {
      return await readFile(path.join(root, name), 'utf8')
    } catch (error) {
      if (isNotFound(error)) return ''
      throw error
    }
  }

  async function readEntry(id: string): Promise<MailboxEntry | undefined> {
    if (!isMailboxId(id)) return undefined
    return (await entries()).find((entry) => entry.id === id)
  }

  return {
    kind: 'local',
    dir: root,

    async send(message) {
      const now = new Date()
      const id = idAt(now)
      const messageId = messageIdFor(message.id ?? randomUUID(), from)
      // Kept in the entry, so the mailbox page can show an invitation (.ics) and the .eml can be composed.
      await append({
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
        attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: Buffer.byteLength(content),
          content: Buffer.from(content).toString('base64'),
        })),
      })
      return { messageId }
    },

    async close() {
      const handle = await log?.catch(() => undefined)
      log = undefined
      await handle?.close()
    },

    async list(limit = 200) {
      return (await entries())
        .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
        .slice(0, limit)
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

/** An id that sorts by time: the moment to the millisecond and 8 random hex digits. */
function idAt(now: Date): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`
}

/**
 * The entries of a log's text (or of an older message's file): a line still being written, or a file, is no
 * whole JSON object and is passed by, as if not there yet.
 */
function linesOf(text: string): MailboxEntry[] {
  const found: MailboxEntry[] = []
  for (const line of text.split('\n')) {
    if (!line) continue
    try {
      const entry = JSON.parse(line) as MailboxEntry
      if (isMailboxId(entry.id)) found.push(entry)
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error
    }
  }
  return found
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
