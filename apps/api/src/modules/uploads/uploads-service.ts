import { randomBytes } from 'node:crypto'
import {
  noFileMessage,
  type UploadContentType,
  type UploadedFile,
  type UploadKind,
  unreadableImageMessage,
  uploadKinds,
  uploadRules,
} from '@rally/shared'
import { fileTypeFromBuffer } from 'file-type'
import type { Storage } from '../../adapters/storage/storage.ts'
import { AppError } from '../../core/errors.ts'
import { cleanFileName, contentDisposition } from '../file-names.ts'
import { normaliseImage, UnreadableImageError } from './image-normaliser.ts'

// Kept here too for the callers and tests that know them from the uploads.
export { cleanFileName, contentDisposition }

export const mediaPrefix = '/media/uploads/'

// What a file's first bytes say it is, mapped to the types we accept and the extension we give it.
// An animated PNG is still a PNG to every browser.
const acceptedTypes: Record<string, { contentType: UploadContentType; extension: string }> = {
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
  'image/apng': { contentType: 'image/png', extension: 'png' },
  'image/webp': { contentType: 'image/webp', extension: 'webp' },
  'application/pdf': { contentType: 'application/pdf', extension: 'pdf' },
}
const storedKey = new RegExp(`^(${uploadKinds.join('|')})/\\d{4}/\\d{2}/[0-9a-f]{32}\\.(jpg|png|webp|pdf)$`)
const downloadedKinds: readonly UploadKind[] = ['cv', 'document']

export const fileTooLarge = (kind: UploadKind) => new AppError('PAYLOAD_TOO_LARGE', uploadRules[kind].tooLargeMessage)
export const noFile = () => new AppError('VALIDATION_FAILED', noFileMessage, { file: noFileMessage })
const notFound = () => new AppError('NOT_FOUND', 'File not found')

/**
 * Uploaded files: the type is read from the content (magic bytes), never from the
 * name or the client's Content-Type; the key is made here, so no name a person
 * chooses ever reaches a path. The chosen name is kept, cleaned, for downloads.
 */
export function createUploadsService({
  storage,
  clock = () => new Date(),
  randomId = () => randomBytes(16).toString('hex'),
}: {
  storage: Storage
  clock?: () => Date
  randomId?: () => string
}) {
  return {
    async upload(kind: UploadKind, file: { body: Buffer; fileName?: string }, ownerId?: string): Promise<UploadedFile> {
      const rule = uploadRules[kind]
      if (file.body.length > rule.maxBytes) throw fileTooLarge(kind)
      const detected = await fileTypeFromBuffer(file.body)
      const accepted = detected && acceptedTypes[detected.mime]
      if (!accepted || !rule.contentTypes.includes(accepted.contentType)) {
        throw new AppError('VALIDATION_FAILED', rule.typeMessage, { file: rule.typeMessage })
      }
      const now = clock()
      const month = String(now.getUTCMonth() + 1).padStart(2, '0')
      const key = `${kind}/${now.getUTCFullYear()}/${month}/${randomId()}.${accepted.extension}`
      const name = cleanFileName(file.fileName, accepted.extension, kind)
      const body = await keptBody(file.body, accepted.contentType, kind)
      await storage.put(key, body, accepted.contentType, { fileName: name, ...(ownerId && { ownerId }) })
      return { url: `${mediaPrefix}${key}`, contentType: accepted.contentType, size: body.length, name }
    },

    /**
     * An upload of this user's, by its address, as a message attaches it (decision 073): a picture or a PDF
     * within the uploads' own type and size rules; undefined for anyone else's file or an unknown address.
     */
    async describeOwn(url: string, userId: string) {
      if (!url.startsWith(mediaPrefix)) return undefined
      const key = url.slice(mediaPrefix.length)
      const match = storedKey.exec(key)
      if (!match) return undefined
      const kind = match[1] as UploadKind
      const object = await storage.get(key)
      if (object && typeof object.body !== 'string' && 'destroy' in object.body) {
        ;(object.body as { destroy(): void }).destroy()
      }
      if (!object || object.metadata?.ownerId !== userId) return undefined
      if (!uploadRules[kind].contentTypes.includes(object.contentType as UploadContentType)) return undefined
      if (object.size > uploadRules[kind].maxBytes) return undefined
      const extension = match[2] as string
      return {
        url,
        contentType: object.contentType,
        name: object.metadata?.fileName || `${kind}.${extension}`,
        size: object.size,
      }
    },

    /** A stored file and the headers it is served with; only keys this service makes are looked up. */
    async open(key: string) {
      const match = storedKey.exec(key)
      if (!match) throw notFound()
      const object = await storage.get(key)
      if (!object) throw notFound()
      const kind = match[1] as UploadKind
      const extension = match[2] as string
      const name = object.metadata?.fileName || `${kind}.${extension}`
      const disposition = downloadedKinds.includes(kind) ? 'attachment' : 'inline'
      return {
        body: object.body,
        contentType: object.contentType,
        size: object.size,
        contentDisposition: contentDisposition(disposition, name, `${kind}.${extension}`),
      }
    },
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>

/** Pictures are re-encoded upright, resized and without metadata; PDFs are kept as they came. */
async function keptBody(body: Buffer, contentType: UploadContentType, kind: UploadKind): Promise<Buffer> {
  if (contentType === 'application/pdf') return body
  try {
    return await normaliseImage(body, contentType, kind)
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new AppError('VALIDATION_FAILED', unreadableImageMessage, { file: unreadableImageMessage })
    }
    throw error
  }
}
