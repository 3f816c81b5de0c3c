import { randomBytes } from 'node:crypto'
import {
  fillMessage,
  type JobCvContentType,
  type JobCvUpload,
  jobCvMaxMegabytes,
  jobCvRequiredMessage,
  jobCvTokenPattern,
  jobCvTypeMessage,
} from '@rally/shared'
import { fileTypeFromBuffer } from 'file-type'
import type { Storage } from '../../adapters/storage/storage.ts'
import { AppError } from '../../core/errors.ts'
import { cleanFileName, contentDisposition } from '../uploads/uploads-service.ts'

export const jobCvMaxBytes = jobCvMaxMegabytes * 1024 * 1024
// The uploads' own words (translated already), with the CV's limit.
export const jobCvTooLargeMessage = fillMessage('The file is too large: at most {{size}} MB', {
  size: jobCvMaxMegabytes,
})

const pdf = { contentType: 'application/pdf', extension: 'pdf' } as const
const doc = { contentType: 'application/msword', extension: 'doc' } as const
const docx = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
} as const
type CvType = { contentType: JobCvContentType; extension: 'pdf' | 'doc' | 'docx' }

// The name of a Word 97–2003 document's main stream, as an OLE directory entry spells it (UTF-16LE).
const wordDocumentStream = Buffer.from('WordDocument', 'utf16le')

/**
 * What a CV really is, from its bytes: a PDF, a Word document (DOCX), or an old Word
 * document (an OLE compound file whose directory names the `WordDocument` stream; other
 * compound files, such as Excel or an .msi, are not CVs). The name and the browser's type
 * are never asked.
 */
export async function detectCvType(body: Buffer): Promise<CvType | undefined> {
  const detected = await fileTypeFromBuffer(body)
  if (detected?.mime === pdf.contentType) return pdf
  if (detected?.mime === docx.contentType) return docx
  if (detected?.mime === 'application/x-cfb' && body.includes(wordDocumentStream)) return doc
  return undefined
}

export const cvTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', jobCvTooLargeMessage)
const notACv = () => new AppError('VALIDATION_FAILED', jobCvTypeMessage, { file: jobCvTypeMessage })
const noCv = () => new AppError('VALIDATION_FAILED', jobCvRequiredMessage, { document: jobCvRequiredMessage })

/**
 * CVs for job applications: checked by content, stored under a private key
 * (`job-cv/yyyy/mm/<32 hex>.<ext>`) that the public media route never serves; they are read
 * only through the application they belong to.
 */
export function createJobCvStore({
  storage,
  clock = () => new Date(),
  randomId = () => randomBytes(16).toString('hex'),
}: {
  storage: Storage
  clock?: () => Date
  randomId?: () => string
}) {
  return {
    async upload(file: { body: Buffer; fileName?: string }): Promise<JobCvUpload> {
      if (file.body.length > jobCvMaxBytes) throw cvTooLarge()
      const type = await detectCvType(file.body)
      if (!type) throw notACv()
      const now = clock()
      const month = String(now.getUTCMonth() + 1).padStart(2, '0')
      const document = `job-cv/${now.getUTCFullYear()}/${month}/${randomId()}.${type.extension}`
      const name = cleanFileName(file.fileName, type.extension, 'cv')
      await storage.put(document, file.body, type.contentType, { fileName: name })
      return { document, name, size: file.body.length, contentType: type.contentType }
    },

    /** A stored CV's name, size and type, for the application that names it; 400 when there is none. */
    async describe(document: string) {
      if (!jobCvTokenPattern.test(document)) throw noCv()
      const object = await storage.get(document)
      if (!object) throw noCv()
      close(object.body)
      const extension = document.slice(document.lastIndexOf('.') + 1)
      return {
        name: object.metadata?.fileName || `cv.${extension}`,
        size: object.size,
        contentType: object.contentType,
      }
    },

    /** The CV's bytes and the headers it downloads with: always an attachment. */
    async open(document: string, name: string) {
      const object = jobCvTokenPattern.test(document) ? await storage.get(document) : undefined
      if (!object) throw new AppError('NOT_FOUND', 'File not found')
      const extension = document.slice(document.lastIndexOf('.') + 1)
      return {
        body: object.body,
        contentType: object.contentType,
        size: object.size,
        contentDisposition: contentDisposition('attachment', name, `cv.${extension}`),
      }
    },
  }
}

export type JobCvStore = ReturnType<typeof createJobCvStore>

function close(body: NodeJS.ReadableStream | Buffer) {
  if (!Buffer.isBuffer(body)) (body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.()
}
