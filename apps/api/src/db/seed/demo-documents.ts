import { createHash } from 'node:crypto'
import type { personalCoaches } from '../schema/index.ts'
import { textPdf } from './demo-pdf.ts'

type CoachRow = typeof personalCoaches.$inferInsert & { id: string; createdAt: Date }

/** A file the demo data points at, to be put in storage under `key` (as an upload would be). */
export type DemoFile = { key: string; body: Buffer; contentType: 'application/pdf'; fileName: string }

const sampleNote = "A sample made for Rally's demo data: in use, specialists upload their own papers."

/**
 * Gives about a third of the specialists with a full profile a CV and a certificate
 * or two, as PDFs, so that "Download CV" and "Professional Documents" work in the
 * demo. Which ones, and the files' keys, follow from each specialist's id alone:
 * the rest of the demo data (drawn from one seeded faker) is left as it was.
 */
export function attachDemoDocuments(coaches: CoachRow[]): DemoFile[] {
  const files: DemoFile[] = []
  for (const coach of coaches) {
    if (!coach.isApproved || coach.experienceYears == null || (digest(`pick:${coach.id}`)[0] ?? 1) % 3 !== 0) continue
    const name = [coach.firstName, coach.lastName].filter(Boolean).join(' ')
    const month = `${coach.createdAt.getUTCFullYear()}/${String(coach.createdAt.getUTCMonth() + 1).padStart(2, '0')}`
    const keyOf = (kind: 'cv' | 'document', label: string) =>
      `${kind}/${month}/${digest(`${kind}:${label}:${coach.id}`).toString('hex').slice(0, 32)}.pdf`

    const cvKey = keyOf('cv', 'cv')
    files.push({
      key: cvKey,
      contentType: 'application/pdf',
      fileName: `CV - ${name}.pdf`,
      body: textPdf({
        title: `Curriculum vitae: ${name}`,
        paragraphs: [
          [coach.title, [coach.city, coach.country].filter(Boolean).join(', ')].filter(Boolean).join(' - '),
          `Experience: ${coach.experienceYears} years.`,
          coach.coachingExperience ?? '',
          list('Achievements', coach.achievements),
          list('Certifications', coach.certifications),
          list('Specializations', coach.specializations),
          list('Languages', coach.languages),
          sampleNote,
        ].filter(Boolean),
      }),
    })
    coach.cvUrl = `/media/uploads/${cvKey}`

    coach.documents = (coach.certifications ?? []).slice(0, 2).map((certification) => {
      const key = keyOf('document', certification)
      files.push({
        key,
        contentType: 'application/pdf',
        fileName: `${certification} - ${name}.pdf`,
        body: textPdf({
          title: `Certificate: ${certification}`,
          paragraphs: [`This is to certify that ${name} holds the ${certification}.`, sampleNote],
        }),
      })
      return { name: certification, url: `/media/uploads/${key}` }
    })
  }
  return files
}

const digest = (text: string) => createHash('sha256').update(text).digest()
const list = (label: string, items: string[] | undefined) => (items?.length ? `${label}: ${items.join('; ')}.` : '')
