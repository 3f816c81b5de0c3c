// For tests only: a real SMTP server (smtp-server, a devDependency) on 127.0.0.1.
import type { AddressInfo } from 'node:net'
import { buffer } from 'node:stream/consumers'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { envelope: { from: string; to: string[] }; raw: Buffer; parsed: ParsedMail }

export const loopbackCredentials = { user: 'rally', pass: 'p@ss word' }

/**
 * An SMTP server on a free loopback port that requires AUTH PLAIN/LOGIN with
 * `loopbackCredentials`, keeps every message it accepts (parsed by mailparser),
 * and, while `rejectWith` is set, answers DATA with that error, as a mail server
 * that is over quota or greylisting does.
 */
export async function startLoopbackSmtpServer() {
  const received: ReceivedMail[] = []
  const state: { rejectWith?: { code: number; message: string }; dataCommands: number } = { dataCommands: 0 }
  const server = new SMTPServer({
    logger: false,
    // Plain text on loopback: no certificate to trust, and AUTH allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === loopbackCredentials.user && auth.password === loopbackCredentials.pass) {
        callback(null, { user: auth.username })
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
      }
    },
    onData(stream, session, callback) {
      state.dataCommands += 1
      buffer(stream).then(async (raw) => {
        if (state.rejectWith) {
          const { code, message } = state.rejectWith
          callback(Object.assign(new Error(message), { responseCode: code }))
          return
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        }
        received.push({ envelope, raw, parsed: await simpleParser(raw) })
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const { user, pass } = loopbackCredentials
  return {
    received,
    state,
    port,
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type LoopbackSmtpServer = Awaited<ReturnType<typeof startLoopbackSmtpServer>>
