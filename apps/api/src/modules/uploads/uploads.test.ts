import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts'
import type { DatabaseConnection } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { createAuthenticator } from '../../http/authentication.ts'
import { registerErrorHandling, sendNotFound } from '../../http/error-handling.ts'
import { createTestDatabase } from '../../test/database.ts'
import { pictureOf } from '../../test/images.ts'
import { file, multipart } from '../../test/multipart.ts'
import { createSessionsRepository } from '../auth/sessions-repository.ts'
import { createSessionsService } from '../auth/sessions-service.ts'
import { uploadedMediaRoutes, uploadsRoutes } from './index.ts'
import { createUploadsService } from './uploads-service.ts'

// Real pictures: uploads decode and re-encode every image they keep.
const png = await pictureOf('png', { width: 2, height: 2 })
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
)
const jpeg = await pictureOf('jpeg')
const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
)

let database: DatabaseConnection
let uploadsDir: string
let app: Awaited<ReturnType<typeof buildUploadsApp>>
let token: string

/** The two upload plugins on a Fastify set up as app.ts sets it up, with the real sessions on a test database. */
async function buildUploadsApp() {
  const storage = createLocalDiskStorage({ dir: uploadsDir })
  const sessions = createSessionsService({
    repository: createSessionsRepository(database.db),
    idleDays: 14,
    maxDays: 60,
  })
  const authenticator = createAuthenticator({ sessions, supportEmail: 'support@rally.example' })
  const instance = Fastify({ logger: false, bodyLimit: 1024 * 1024 }).withTypeProvider<ZodTypeProvider>()
  instance.setValidatorCompiler(validatorCompiler)
  instance.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(instance)
  const uploads = createUploadsService({ storage })
  await instance.register(uploadsRoutes, { prefix: '/v1', uploads, authenticator })
  await instance.register(uploadedMediaRoutes, { uploads })
  instance.setNotFoundHandler(sendNotFound)
  await instance.ready()

  const [user] = await database.db
    .insert(users)
    .values({ identitySubject: 'uploads-test-subject', email: 'uploader@rally.example', firstName: 'Asha' })
    .returning({ id: users.id })
  token = (await sessions.create((user as { id: string }).id, 'vitest')).token
  return instance
}

beforeAll(async () => {
  database = await createTestDatabase()
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'rally-uploads-'))
  app = await buildUploadsApp()
})
afterAll(async () => {
  await app?.close()
  await database?.close()
  await rm(uploadsDir, { recursive: true, force: true })
})

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

function upload(kind: string, body: ReturnType<typeof multipart>, signedIn = true) {
  return app.inject({
    method: 'POST',
    url: `/v1/uploads?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(signedIn && { authorization: `Bearer ${token}` }) },
  })
}

describe('POST /v1/uploads', () => {
  beforeEach(async () => {
    await rm(uploadsDir, { recursive: true, force: true })
    await mkdir(uploadsDir)
  })

  it('stores a PNG under a server-made key, and serves what it kept with its type', async () => {
    const response = await upload('avatar', multipart(file('My Photo.png', 'image/png', png)))

    expect(response.statusCode).toBe(201)
    const { data } = response.json()
    expect(data).toEqual({
      url: expect.stringMatching(/^\/media\/uploads\/avatar\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/),
      contentType: 'image/png',
      size: expect.any(Number),
      name: 'My Photo.png',
    })
    const now = new Date()
    expect(data.url).toContain(`/avatar/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/`)

    const served = await app.inject({ url: data.url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.length).toBe(data.size)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 })
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['content-length']).toBe(String(data.size))
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="My Photo.png"; filename*=UTF-8''My%20Photo.png`,
    )
  })

  it('names the file by what it is: a JPEG sent as photo.png is stored and named .jpg', async () => {
    const response = await upload('image', multipart(file('photo.png', 'image/png', jpeg)))
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ contentType: 'image/jpeg', name: 'photo.jpg' })
    expect(response.json().data.url).toMatch(/\.jpg$/)
  })

  it('takes a PDF CV of several megabytes, past the 1 MB JSON body limit', async () => {
    const bigPdf = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024, 0x20)])
    const response = await upload('cv', multipart(file('cv.pdf', 'application/pdf', bigPdf)))
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ contentType: 'application/pdf', size: bigPdf.length, name: 'cv.pdf' })
  })

  it.each([
    [
      'a PDF named photo.png',
      'avatar',
      file('photo.png', 'image/png', pdf),
      'Only JPEG, PNG or WebP images are allowed',
    ],
    [
      'a text file named cv.pdf',
      'cv',
      file('cv.pdf', 'application/pdf', 'I am a CV, honest'),
      'Only PDF, JPEG or PNG files are allowed',
    ],
    ['an SVG avatar', 'avatar', file('avatar.svg', 'image/svg+xml', svg), 'Only JPEG, PNG or WebP images are allowed'],
    ['an SVG named .png', 'image', file('logo.png', 'image/png', svg), 'Only JPEG, PNG or WebP images are allowed'],
    ['an SVG document', 'document', file('plan.svg', 'image/svg+xml', svg), 'Only PDF, JPEG or PNG files are allowed'],
    [
      'HTML named .pdf',
      'document',
      file('x.pdf', 'application/pdf', '<html><script>1</script>'),
      'Only PDF, JPEG or PNG files are allowed',
    ],
    ['an empty file', 'image', file('empty.png', 'image/png', ''), 'Only JPEG, PNG or WebP images are allowed'],
  ])('refuses %s by its content, with a field message', async (_label, kind, part, message) => {
    const response = await upload(kind, multipart(part))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, fields: { file: message } } })
    expect(await storedFiles()).toEqual([])
  })

  it('refuses a file over the limit of its kind with 413, and stores nothing', async () => {
    const tooBig = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    const response = await upload('avatar', multipart(file('big.png', 'image/png', tooBig)))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large: at most 5 MB' },
    })

    const document = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)])
    const large = await upload('document', multipart(file('big.pdf', 'application/pdf', document)))
    expect(large.statusCode).toBe(413)
    expect(large.json().error.message).toBe('The file is too large: at most 10 MB')
    expect(await storedFiles()).toEqual([])
  })

  it('answers 401 without a session, and stores nothing', async () => {
    const response = await upload('avatar', multipart(file('a.png', 'image/png', png)), false)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' } })

    const body = multipart(file('a.png', 'image/png', png))
    const forged = await app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=avatar',
      payload: body.payload,
      headers: { ...body.headers, authorization: 'Bearer not-a-session' },
    })
    expect(forged.statusCode).toBe(401)
    expect(await storedFiles()).toEqual([])
  })

  it('asks for a file when there is none, or it is not in the field `file`', async () => {
    const expected = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Choose a file to upload',
        fields: { file: 'Choose a file to upload' },
      },
    }
    for (const body of [
      multipart({ name: 'note', body: 'hello' }),
      multipart({ name: 'picture', filename: 'a.png', contentType: 'image/png', body: png }),
      multipart(),
    ]) {
      const response = await upload('avatar', body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(expected)
    }
    const json = await app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=avatar',
      payload: { file: 'data:image/png;base64,AAAA' },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toEqual(expected)
  })

  it('refuses an unknown kind with 400', async () => {
    const response = await upload('script', multipart(file('a.png', 'image/png', png)))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { kind: 'kind must be avatar, image, cv or document' },
    })
  })

  it('answers a broken multipart body with 400, never 500', async () => {
    const cutOff = multipart(file('a.png', 'image/png', png))
    for (const request of [
      { payload: cutOff.payload.subarray(0, 120), headers: cutOff.headers },
      { payload: cutOff.payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: 'not multipart at all', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/uploads?kind=avatar',
        payload: request.payload,
        headers: { ...request.headers, authorization: `Bearer ${token}` },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'The upload could not be read. Please choose the file again.' },
      })
    }
  })
})

describe('GET /media/uploads/*', () => {
  it('offers a document as a download under a cleaned name, whatever the name sent', async () => {
    // Quotes, folders, accents, CJK, a tab and an encoded CR LF in the chosen name.
    const sent = '..\\..\\C:/etc/R\u00e9sum\u00e9 \\"final\\"\u5c65\u6b74\u66f8\tv2%0D%0A;x=1.pdf'
    const body = multipart(file(sent, 'application/pdf', pdf))
    const response = await upload('document', body)
    expect(response.statusCode).toBe(201)
    const { url, name } = response.json().data
    expect(name).toBe('Résumé "final"履歴書 v2%0D%0A;x=1.pdf')

    const served = await app.inject({ url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    const disposition = String(served.headers['content-disposition'])
    expect(disposition).not.toMatch(/[\r\n\u0080-\uffff]/)
    const [, ascii, encoded] = disposition.match(
      /^attachment; filename="([A-Za-z0-9 ._()-]+)"; filename\*=UTF-8''([A-Za-z0-9%._~!-]+)$/,
    ) as RegExpMatchArray
    expect(ascii).toBe('Resume _final_ v2_0D_0A_x_1.pdf')
    expect(decodeURIComponent(encoded as string)).toBe(name)
    expect(served.rawPayload.equals(pdf)).toBe(true)
  })

  it('answers an unknown or malformed key with the 404 envelope', async () => {
    for (const url of [
      '/media/uploads/avatar/2025/01/00000000000000000000000000000000.png',
      '/media/uploads/avatar/2025/01/../../../../etc/passwd',
      '/media/uploads/..%2f..%2fpackage.json',
      '/media/uploads/',
      '/media/uploads/avatar/2025/01/abc.svg',
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
  })
})
