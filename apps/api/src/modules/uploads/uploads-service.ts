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
    async upload(
      kind: UploadKind,
      file: { body: Buffer; fileName?: string },
      uploadedBy?: string,
    ): Promise<UploadedFile> {
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
      await storage.put(key, body, accepted.contentType, { fileName: name, ...(uploadedBy && { uploadedBy }) })
      return { url: `${mediaPrefix}${key}`, contentType: accepted.contentType, size: body.length, name }
    },

    /**
     * What is stored under an upload's address (`/media/uploads/<key>`), for a record that points to it (a
     * message's attachment): its kind, type, size, name and uploader; undefined when there is no such file.
     */
    async describe(url: string) {
      const key = url.startsWith(mediaPrefix) ? url.slice(mediaPrefix.length) : ''
      const match = storedKey.exec(key)
      if (!match) return undefined
      const object = await storage.get(key)
      if (!object) return undefined
      if ('destroy' in object.body && typeof object.body.destroy === 'function') object.body.destroy()
      const kind = match[1] as UploadKind
      return {
        url,
        kind,
        contentType: object.contentType,
        size: object.size,
        name: object.metadata?.fileName || `${kind}.${match[2]}`,
        uploadedBy: object.metadata?.uploadedBy ?? null,
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
