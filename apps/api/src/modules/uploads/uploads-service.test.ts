import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { ObjectMetadata, Storage } from '../../adapters/storage/storage.ts'
import { AppError } from '../../core/errors.ts'
import { pictureOf } from '../../test/images.ts'
import { cleanFileName, contentDisposition, createUploadsService } from './uploads-service.ts'

/** A Storage that keeps objects in a map: the service's contract with any adapter. */
function memoryStorage() {
  const objects = new Map<string, { body: Buffer; contentType: string; metadata?: ObjectMetadata }>()
  const storage: Storage = {
    async put(key, body, contentType, metadata) {
      objects.set(key, { body, contentType, metadata })
    },
    async get(key) {
      const object = objects.get(key)
      return object && { ...object, size: object.body.length }
    },
    async delete(key) {
      objects.delete(key)
    },
    async *list(prefix) {
      for (const key of objects.keys()) if (key.startsWith(prefix)) yield { key, lastModified: new Date(0) }
    },
  }
  return { storage, objects }
}

// Real pictures: the service decodes and re-encodes every image it keeps.
const webp = await pictureOf('webp')
const jpeg = await pictureOf('jpeg')
const pdf = Buffer.from('%PDF-1.7\n%%EOF\n')

describe('uploads service', () => {
  const clock = () => new Date('2025-03-31T23:30:00Z')
  const randomId = () => 'a'.repeat(32)

  it('keys a file <kind>/<yyyy>/<mm>/<128-bit hex>.<detected extension>, in UTC', async () => {
    const { storage, objects } = memoryStorage()
    const uploads = createUploadsService({ storage, clock, randomId })
    const result = await uploads.upload('image', { body: webp, fileName: 'court.jpeg' })
    expect(result).toEqual({
      url: `/media/uploads/image/2025/03/${'a'.repeat(32)}.webp`,
      contentType: 'image/webp',
      size: expect.any(Number),
      name: 'court.webp',
    })
    expect(objects.get(`image/2025/03/${'a'.repeat(32)}.webp`)?.body.length).toBe(result.size)
    expect(objects.get(`image/2025/03/${'a'.repeat(32)}.webp`)).toMatchObject({
      contentType: 'image/webp',
      metadata: { fileName: 'court.webp' },
    })
  })

  it('makes a fresh 128-bit name for every file by default', async () => {
    const { storage } = memoryStorage()
    const uploads = createUploadsService({ storage })
    const first = await uploads.upload('avatar', { body: jpeg })
    const second = await uploads.upload('avatar', { body: jpeg })
    expect(first.url).toMatch(/\/[0-9a-f]{32}\.jpg$/)
    expect(second.url).not.toBe(first.url)
    expect(first.name).toBe('avatar.jpg')
  })

  it('takes PDF, JPEG and PNG for a CV, and refuses WebP there', async () => {
    const uploads = createUploadsService({ storage: memoryStorage().storage, clock, randomId })
    expect((await uploads.upload('cv', { body: pdf, fileName: 'cv' })).name).toBe('cv.pdf')
    expect((await uploads.upload('cv', { body: jpeg, fileName: 'scan.JPEG' })).name).toBe('scan.jpeg')
    await expect(uploads.upload('cv', { body: webp })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { file: 'Only PDF, JPEG or PNG files are allowed' },
    })
  })

  it('refuses a PDF as an avatar and checks the size even if the caller did not', async () => {
    const uploads = createUploadsService({ storage: memoryStorage().storage })
    await expect(uploads.upload('avatar', { body: pdf })).rejects.toMatchObject({
      fields: { file: 'Only JPEG, PNG or WebP images are allowed' },
    })
    const error = await uploads
      .upload('image', { body: Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]) })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ statusCode: 413, message: 'The file is too large: at most 5 MB' })
  })

  it('opens only keys it could have made; images inline, documents as attachments', async () => {
    const { storage } = memoryStorage()
    const uploads = createUploadsService({ storage, clock, randomId })
    await storage.put('avatar/2025/03/x.png', jpeg, 'image/png') // a key this service never makes
    await expect(uploads.open('avatar/2025/03/x.png')).rejects.toMatchObject({ code: 'NOT_FOUND' })

    const image = await uploads.upload('avatar', { body: jpeg, fileName: 'me.jpg' })
    const opened = await uploads.open(image.url.replace('/media/uploads/', ''))
    expect(opened.contentDisposition).toBe(`inline; filename="me.jpg"; filename*=UTF-8''me.jpg`)

    const { storage: other } = memoryStorage()
    const documents = createUploadsService({ storage: other })
    const document = await documents.upload('document', { body: pdf })
    const download = await documents.open(document.url.replace('/media/uploads/', ''))
    expect(download.contentDisposition).toBe(`attachment; filename="document.pdf"; filename*=UTF-8''document.pdf`)
  })
})

describe('cleanFileName', () => {
  it.each([
    ['folders are dropped', '../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['Windows folders too', 'C:\\Users\\me\\cv.pdf', 'pdf', 'cv.pdf'],
    ['line breaks become spaces', 'my\r\ncv\n.pdf', 'pdf', 'my cv.pdf'],
    ['invisible and control characters go', 'inv\u202eoice\u0000\u200b\u0007.pdf', 'pdf', 'invoice.pdf'],
    ['a lone surrogate goes', 'bro\ud800ken.png', 'png', 'broken.png'],
    ['a wrong extension is replaced', 'evil.html', 'pdf', 'evil.pdf'],
    ['a missing extension is added', 'Resume', 'pdf', 'Resume.pdf'],
    ['a jpeg alias is kept', 'photo.JPEG', 'jpg', 'photo.jpeg'],
    ['a version number is not an extension', 'Resume v1.2', 'pdf', 'Resume v1.2.pdf'],
    ['dots and spaces at the ends go', '  ..hidden.  ', 'png', 'hidden.png'],
    ['nothing left means the fallback', '\u202e\r\n', 'png', 'avatar.png'],
    ['no name means the fallback', undefined, 'png', 'avatar.png'],
    ['composed to NFC', 'Re\u0301sume\u0301.pdf', 'pdf', 'R\u00e9sum\u00e9.pdf'],
  ])('%s', (_label, raw, extension, expected) => {
    expect(cleanFileName(raw, extension, 'avatar')).toBe(expected)
  })

  it('keeps at most 150 characters before the extension', () => {
    expect(cleanFileName(`${'é'.repeat(400)}.pdf`, 'pdf', 'cv')).toBe(`${'é'.repeat(150)}.pdf`)
  })
})

describe('contentDisposition', () => {
  it('gives an ASCII filename and the exact name percent-encoded', () => {
    expect(contentDisposition('attachment', `Ré"sumé" (v2)'s*.pdf`, 'cv.pdf')).toBe(
      `attachment; filename="Re_sume_ (v2)_s_.pdf"; filename*=UTF-8''R%C3%A9%22sum%C3%A9%22%20%28v2%29%27s%2A.pdf`,
    )
  })

  it('falls back to the kind when nothing of the name is ASCII', () => {
    expect(contentDisposition('attachment', '履歴書.pdf', 'cv.pdf')).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    )
  })

  it('can never end the header, whatever the stored name', () => {
    const header = contentDisposition('inline', 'a"\r\nSet-Cookie: x=1;\\ \ud800.png', 'image.png')
    expect(header).not.toMatch(/[\r\n]/)
    expect(header).toMatch(/^inline; filename="[A-Za-z0-9 ._()-]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/)
  })
})

describe('pictures as they are kept', () => {
  const stored = async (kind: 'avatar' | 'image' | 'cv', body: Buffer) => {
    const { storage, objects } = memoryStorage()
    const result = await createUploadsService({ storage }).upload(kind, { body })
    const object = [...objects.values()][0]
    if (!object) throw new Error('nothing stored')
    return { result, body: object.body, metadata: await sharp(object.body).metadata() }
  }

  it("drops a phone photo's EXIF (camera, owner, place) and turns it upright", async () => {
    const photo = await pictureOf('jpeg', {
      width: 40,
      height: 20,
      orientation: 6,
      exif: { Make: 'Pixel', Model: 'Pixel 8', Artist: 'Asha Rao', Copyright: 'Asha Rao' },
    })
    const before = await sharp(photo).metadata()
    expect(before.exif).toBeDefined()
    expect(before.orientation).toBe(6)

    const { body, metadata } = await stored('avatar', photo)
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(body.includes(Buffer.from('Asha Rao'))).toBe(false)
    expect([metadata.width, metadata.height]).toEqual([20, 40])
  })

  it('keeps avatars within 512 px and other pictures within 1600 px, and never enlarges', async () => {
    const large = await pictureOf('png', { width: 2400, height: 1200 })
    expect(await stored('avatar', large)).toMatchObject({ metadata: { format: 'png', width: 512, height: 256 } })
    expect(await stored('image', large)).toMatchObject({ metadata: { format: 'png', width: 1600, height: 800 } })
    const small = await pictureOf('webp', { width: 300, height: 200 })
    expect(await stored('image', small)).toMatchObject({ metadata: { format: 'webp', width: 300, height: 200 } })
  })

  it('answers how large the kept file is', async () => {
    const { result, body } = await stored('avatar', await pictureOf('jpeg', { width: 1500, height: 1500 }))
    expect(result.size).toBe(body.length)
  })

  it('refuses a file that starts like a JPEG but is not one, with a clear message', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(300, 7)])
    await expect(stored('avatar', fake)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { file: 'This picture could not be read; try another file' },
    })
  })

  it('keeps a PDF byte for byte', async () => {
    const { storage, objects } = memoryStorage()
    await createUploadsService({ storage }).upload('cv', { body: pdf })
    expect([...objects.values()][0]?.body.equals(pdf)).toBe(true)
  })
})
