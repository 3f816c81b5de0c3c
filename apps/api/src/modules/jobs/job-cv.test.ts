import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { jobCvRequiredMessage, jobCvTokenPattern, jobCvTypeMessage } from '@rally/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts'
import { createTestApp } from '../../test/app.ts'
import { compoundFile, docCv, docxCv, pdfCv, uploadCv, zipOf } from '../../test/jobs.ts'
import { createJobCvStore, detectCvType } from './job-cv.ts'

describe('what a CV is, by its content', () => {
  it('knows PDF, DOCX and DOC', async () => {
    expect(await detectCvType(pdfCv)).toEqual({ contentType: 'application/pdf', extension: 'pdf' })
    expect(await detectCvType(docxCv)).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    })
    expect(await detectCvType(docCv)).toEqual({ contentType: 'application/msword', extension: 'doc' })
  })

  it('refuses other compound files, other archives, pictures and text', async () => {
    expect(await detectCvType(compoundFile('Workbook'))).toBeUndefined()
    expect(await detectCvType(zipOf([['notes.txt', 'hello']]))).toBeUndefined()
    expect(await detectCvType(Buffer.from('just some text, named cv.pdf'))).toBeUndefined()
    expect(await detectCvType(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeUndefined()
  })
})

describe('the CV store', () => {
  it('keeps a CV under a private key with the cleaned name, and describes it by that key', async () => {
    const storage = createLocalDiskStorage({ dir: await mkdtemp(path.join(tmpdir(), 'rally-cv-')) })
    const cvs = createJobCvStore({
      storage,
      clock: () => new Date('2025-03-09T10:00:00Z'),
      randomId: () => 'a'.repeat(32),
    })
    const stored = await cvs.upload({ body: docxCv, fileName: '../../Ravi\u202e Kumar CV.pdf' })
    expect(stored).toEqual({
      document: `job-cv/2025/03/${'a'.repeat(32)}.docx`,
      name: 'Ravi Kumar CV.docx',
      size: docxCv.length,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    expect(await cvs.describe(stored.document)).toEqual({
      name: stored.name,
      size: stored.size,
      contentType: stored.contentType,
    })
    await expect(cvs.describe(`job-cv/2025/03/${'b'.repeat(32)}.pdf`)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { document: jobCvRequiredMessage },
    })
  })
})

describe('POST /v1/job-application-documents', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'false' })
  })
  afterAll(() => t.close())

  it('takes a PDF, a DOCX and a DOC from a guest, each under a job-cv key', async () => {
    for (const [body, name, contentType] of [
      [pdfCv, 'My CV.pdf', 'application/pdf'],
      [docxCv, 'My CV.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [docCv, 'My CV.doc', 'application/msword'],
    ] as const) {
      const response = await uploadCv(t.app, body, name)
      expect(response.statusCode).toBe(201)
      const { data } = response.json()
      expect(data).toMatchObject({ name, size: body.length, contentType })
      expect(data.document).toMatch(jobCvTokenPattern)
    }
  })

  it('refuses a file named .pdf that is not one, and other files, with the CV message on the field', async () => {
    for (const [body, name] of [
      [Buffer.from('%PDX not really a pdf'), 'cv.pdf'],
      [zipOf([['cv.txt', 'hello']]), 'cv.docx'],
      [compoundFile('Workbook'), 'cv.doc'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'cv.svg'],
    ] as const) {
      const response = await uploadCv(t.app, body, name)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { file: jobCvTypeMessage },
      })
    }
  })

  it('refuses a CV over 10 MB with 413, and a request without a file with 400', async () => {
    const large = Buffer.concat([pdfCv, Buffer.alloc(10 * 1024 * 1024)])
    const tooLarge = await uploadCv(t.app, large)
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error.message).toBe('The file is too large: at most 10 MB')
    const none = await t.app.inject({ method: 'POST', url: '/v1/job-application-documents', payload: {} })
    expect(none.statusCode).toBe(400)
  })

  it('never serves a stored CV under /media/uploads', async () => {
    const { document } = (await uploadCv(t.app, pdfCv)).json().data
    const response = await t.app.inject({ url: `/media/uploads/${document}` })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('%PDF')
  })
})
