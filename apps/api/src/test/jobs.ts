import { crc32 } from 'node:zlib'
import type { App } from '../app.ts'
import type { Database } from '../db/client.ts'
import { academies, jobs } from '../db/schema/index.ts'
import { file, multipart } from './multipart.ts'

/** A complete, valid Job posting form. */
export const validPosting = (overrides: Record<string, unknown> = {}) => ({
  sport: 'Tennis',
  staffRole: 'Head Coach',
  jobHolderType: 'Owner',
  jobTitle: 'Head Tennis Coach',
  experienceInYear: 3,
  jobDescription: 'Lead our junior programme and coach the academy squad six days a week.',
  jobLocation: 'Pune',
  jobCountry: 'IN',
  academyName: 'Ace Tennis Academy',
  academyDescription: 'A clay-court academy for juniors and adults.',
  academyWebsite: 'https://ace.example',
  contactPerson: 'Asha Verma',
  contactPersonDesignation: 'Director',
  email: 'jobs@ace.example',
  countryCode: '+91',
  contactNumber: '9845012345',
  employmentType: 'Full Time',
  duration: 12,
  durationType: 'Months',
  workHours: 8,
  workHoursType: 'Daily',
  salaryCurrencyType: 'INR',
  salary: 80000,
  salaryType: 'Monthly',
  salaryIsNegotiable: false,
  benefits: ['Food', 'Accommodation'],
  logo: [],
  gallery: [],
  ...overrides,
})

/** A complete, valid Job application form, with the CV uploaded before. */
export const validApplication = (document: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi.kumar@mail.example',
  countryCode: '+91',
  phoneNumber: '9845012346',
  nationality: 'Indian',
  exprerience: '3-4',
  highestLevelPlayed: 'ADVANCED',
  skills: [{ label: 'Footwork', value: 'Footwork' }],
  additionalInfo: 'Available from next month.',
  document,
  ...overrides,
})

let jobCounter = 0

/** A vacancy row as a test needs it: open since now unless told otherwise. */
export async function insertJob(db: Database, values: Partial<typeof jobs.$inferInsert> & { posterId: string }) {
  const now = Date.now()
  const [row] = await db
    .insert(jobs)
    .values({
      jobHolderType: 'Owner',
      sport: 'Tennis',
      staffRole: 'Head Coach',
      jobTitle: `Vacancy ${++jobCounter}`,
      experienceInYear: 2,
      jobDescription: 'Coach our players.',
      jobLocation: 'Pune',
      jobCountry: 'IN',
      academyName: 'Fixture Academy',
      academyDescription: 'An academy.',
      contactPerson: 'Asha',
      contactPersonDesignation: 'Director',
      email: 'jobs@fixture.example',
      countryCode: '+91',
      contactNumber: '9845012345',
      employmentType: 'Full Time',
      duration: 1,
      durationType: 'Years',
      workHours: 40,
      workHoursType: 'Weekly',
      salaryCurrencyType: 'INR',
      salary: 50000,
      salaryType: 'Monthly',
      status: 'open',
      openedAt: new Date(now),
      validThrough: new Date(now + 30 * 86_400_000),
      ...values,
    })
    .returning()
  return row as typeof jobs.$inferSelect
}

export async function insertAcademy(db: Database, values: Partial<typeof academies.$inferInsert> = {}) {
  const [row] = await db
    .insert(academies)
    .values({ name: 'Owner Academy', category: 'Tennis', description: 'Our academy', ...values })
    .returning()
  return row as typeof academies.$inferSelect
}

// CVs of each kind, small but real enough for a content check.
export const pdfCv = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
)

/** A ZIP archive of stored (uncompressed) entries. */
export function zipOf(entries: [name: string, text: string][]): Buffer {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, text] of entries) {
    const data = Buffer.from(text)
    const nameBytes = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    parts.push(local, nameBytes, data)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt32LE(crc, 16)
    entry.writeUInt32LE(data.length, 20)
    entry.writeUInt32LE(data.length, 24)
    entry.writeUInt16LE(nameBytes.length, 28)
    entry.writeUInt32LE(offset, 42)
    central.push(entry, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...parts, directory, end])
}

export const docxCv = zipOf([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
])

/** An OLE compound file: with the `WordDocument` stream named in its directory it is a .doc. */
export function compoundFile(streamName: string): Buffer {
  const body = Buffer.alloc(2048)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(body, 0)
  Buffer.from('Root Entry', 'utf16le').copy(body, 1024)
  Buffer.from(streamName, 'utf16le').copy(body, 1024 + 128)
  return body
}
export const docCv = compoundFile('WordDocument')

/** Uploads a CV as the given person (or a guest) and answers the response. */
export function uploadCv(app: App, body: Buffer, fileName = 'cv.pdf', headers: Record<string, string> = {}) {
  const form = multipart(file(fileName, 'application/pdf', body))
  return app.inject({
    method: 'POST',
    url: '/v1/job-application-documents',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  })
}

/** A stored CV's `document` key, for an application. */
export async function storedCv(app: App, headers: Record<string, string> = {}) {
  const response = await uploadCv(app, pdfCv, 'cv.pdf', headers)
  if (response.statusCode !== 201) throw new Error(`CV upload failed: ${response.statusCode} ${response.body}`)
  return (response.json() as { data: { document: string } }).data.document
}
