import { afterAll, beforeAll, beforeEach } from 'vitest'
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from '../adapters/mail/loopback-smtp-server.ts'
import { createSmtpMailer } from '../adapters/mail/smtp-mailer.ts'
import type { Database, DatabaseConnection } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import { createOutboxWorker } from '../modules/mail/outbox.ts'
import { createTestDatabase } from './database.ts'

const quiet = { info() {}, warn() {}, error() {} }

type WorkerOptions = Omit<Parameters<typeof createOutboxWorker>[0], 'db' | 'mailer' | 'logger'>

/**
 * A test file's mail set-up: its own database, a real SMTP server on loopback and the SMTP
 * mailer that signs in to it, for the whole file; before each test the outbox is empty and the
 * server has received nothing and accepts everything. Call at the top of the file.
 */
export function useMailOutbox() {
  let database: DatabaseConnection
  let smtp: LoopbackSmtpServer
  let mailer: ReturnType<typeof createSmtpMailer>

  beforeAll(async () => {
    ;[database, smtp] = await Promise.all([createTestDatabase(), startLoopbackSmtpServer()])
    mailer = createSmtpMailer({ url: smtp.url, from: 'Rally <no-reply@rally.example>' })
  })
  afterAll(async () => {
    await mailer.close()
    await Promise.all([smtp.close(), database.close()])
  })
  beforeEach(async () => {
    smtp.received.length = 0
    smtp.state.rejectWith = undefined
    smtp.state.dataCommands = 0
    await database.db.delete(mailOutbox)
  })

  return {
    get db(): Database {
      return database.db
    },
    /** The same database for the job scheduler. */
    get executeSql(): DatabaseConnection['executeSql'] {
      return database.executeSql
    },
    get smtp(): LoopbackSmtpServer {
      return smtp
    },
    /** An outbox worker on this database that sends through the loopback server, logging nothing. */
    worker: (options: WorkerOptions = {}) => createOutboxWorker({ db: database.db, mailer, logger: quiet, ...options }),
  }
}
