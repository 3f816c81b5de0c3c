import { z } from 'zod'
import { fillMessage } from './messages.ts'

/** What a file is for: it decides which types are accepted and how large a file may be. */
export const uploadKinds = ['avatar', 'image', 'cv', 'document'] as const
export type UploadKind = (typeof uploadKinds)[number]

const megabyte = 1024 * 1024
const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
const documentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type UploadContentType = (typeof imageTypes)[number] | (typeof documentTypes)[number]

export type UploadRule = {
  /** Types as detected from the file's content, never from its name. */
  contentTypes: readonly UploadContentType[]
  maxMegabytes: number
  maxBytes: number
  /** For `<input type="file" accept>`: a hint to the browser, not a check. */
  accept: string
  typeMessage: string
  tooLargeMessage: string
}

function rule(contentTypes: readonly UploadContentType[], maxMegabytes: number, typeMessage: string): UploadRule {
  return {
    contentTypes,
    maxMegabytes,
    maxBytes: maxMegabytes * megabyte,
    accept: contentTypes.join(','),
    typeMessage,
    tooLargeMessage: fillMessage('The file is too large: at most {{size}} MB', { size: maxMegabytes }),
  }
}

const imageRule = rule(imageTypes, 5, 'Only JPEG, PNG or WebP images are allowed')
const documentRule = rule(documentTypes, 10, 'Only PDF, JPEG or PNG files are allowed')

/** The rules per kind; SVG is never accepted (it can carry script). */
export const uploadRules: Record<UploadKind, UploadRule> = {
  avatar: imageRule,
  image: imageRule,
  cv: documentRule,
  document: documentRule,
}

export const noFileMessage = 'Choose a file to upload'
export const unreadableImageMessage = 'This picture could not be read; try another file'

/** POST /v1/uploads?kind=…, with the file in the multipart field `file`. */
export const uploadQuerySchema = z.object({
  kind: z.enum(uploadKinds, { error: 'kind must be avatar, image, cv or document' }),
})
export type UploadQuery = z.infer<typeof uploadQuerySchema>

export const uploadedFileSchema = z.object({
  /** Where the file is served, relative to the site: `/media/uploads/<kind>/<yyyy>/<mm>/<id>.<ext>`. */
  url: z.string(),
  contentType: z.enum([...imageTypes, 'application/pdf']),
  size: z.number().int().min(0),
  /** The chosen file's name, cleaned, with the extension of its real type. */
  name: z.string(),
})
export type UploadedFile = z.infer<typeof uploadedFileSchema>

export const uploadResponseSchema = z.object({ data: uploadedFileSchema })
export type UploadResponse = z.infer<typeof uploadResponseSchema>

/** A picture a person sets: a file Rally stores (/media/...) or an https address; never http:, javascript: or data:. */
const pictureMessage = 'Enter an https:// link or upload a picture'
const pictureUrlMaxLength = 500
const isPictureUrl = (value: string) => /^\/media\/[\w./-]+$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value)
export const pictureUrlSchema = z
  .string({ error: pictureMessage })
  .trim()
  .max(pictureUrlMaxLength, pictureMessage)
  .refine(isPictureUrl, pictureMessage)
/** The same, where an empty field (or null) means no picture. */
export const optionalPictureUrlSchema = z
  .string({ error: pictureMessage })
  .trim()
  .max(pictureUrlMaxLength, pictureMessage)
  .refine((value) => value === '' || isPictureUrl(value), pictureMessage)
  .nullish()
