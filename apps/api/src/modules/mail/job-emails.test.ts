import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/index.ts'
import { useMailOutbox } from '../../test/mail-outbox.ts'
import type { ApplicationNotice, VacancyNotice } from '../jobs/job-notifier.ts'
import { createJobNotifier } from './job-emails.ts'
import { createOutboxWriter } from './outbox.ts'

const publicUrl = 'https://rally.example/'
const fixture = useMailOutbox()

const vacancy: VacancyNotice = {
  id: '7f0c1a52-3b9e-4d6a-9c21-5e8f4a7b2c10',
  jobTitle: 'Head Tennis Coach',
  staffRole: 'Head Coach',
  academyName: 'Chennai Tennis Centre',
  jobLocation: 'Chennai',
  contactEmail: 'hiring@chennai-tennis.example',
  contactPerson: 'Priya Raman',
  posterEmail: 'owner@chennai-tennis.example',
  posterName: 'Arun Kumar',
  posterLanguage: 'en',
  validThrough: new Date('2027-01-23T10:00:00.000Z'),
  rejectionReason: null,
}

const application: ApplicationNotice = {
  id: '0b6d2e7a-91c4-4f3b-8a55-c2d9e1f07a34',
  firstName: 'Somchai',
  lastName: '<b>x</b>',
  email: 'somchai@mail.example',
  countryCode: '+66',
  phoneNumber: '812345678',
  nationality: 'Indian',
  exprerience: '<0',
  highestLevelPlayed: 'ADVANCED',
  // As the application form sends them: the words typed, and a code made from them.
  skills: [
    { label: 'Footwork drills', value: 'footwork-drills' },
    { label: 'Thai & English coaching', value: 'thai-english-coaching' },
  ],
  status: 'new',
  language: 'th',
}

function setUp() {
  return { db: fixture.db, notifier: createJobNotifier({ outbox: createOutboxWriter(), publicUrl }) }
}

async function outboxRows() {
  return fixture.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt)
}

function rowTo(rows: Awaited<ReturnType<typeof outboxRows>>, address: string) {
  const row = rows.find((candidate) => candidate.to === address)
  if (!row) throw new Error(`no e-mail to ${address}; got ${rows.map((candidate) => candidate.to).join(', ')}`)
  return row
}

describe('job e-mails', () => {
  it('confirms to the applicant in their language and tells the employer, both addresses, with a summary and no CV', async () => {
    const { db, notifier } = setUp()
    await db.transaction((tx) => notifier.applicationReceived(tx, vacancy, application))

    const rows = await outboxRows()
    expect(rows.map((row) => row.to).sort()).toEqual([
      'hiring@chennai-tennis.example',
      'owner@chennai-tennis.example',
      'somchai@mail.example',
    ])

    const toApplicant = rowTo(rows, 'somchai@mail.example')
    expect(toApplicant.subject).toBe('ได้รับใบสมัครแล้ว — Head Tennis Coach')
    // Anyone may apply with any address: our words, the vacancy's facts and the reference only.
    expect(toApplicant.text).toMatch(/^สวัสดี\n/)
    expect(toApplicant.text).not.toContain('Somchai')
    expect(toApplicant.text).toContain('ขอบคุณที่สมัครตำแหน่ง Head Tennis Coach ที่ Chennai Tennis Centre')
    expect(toApplicant.text).toContain('บทบาท: หัวหน้าโค้ช')
    expect(toApplicant.text).toContain(`ดูตำแหน่งงาน: https://rally.example/jobs/${vacancy.id}`)
    expect(toApplicant.html).toContain('<html lang="th">')

    const toContact = rowTo(rows, 'hiring@chennai-tennis.example')
    expect(toContact.subject).toBe(
      `New application for Head Tennis Coach — ${application.id.slice(0, 8).toUpperCase()}`,
    )
    expect(toContact.replyTo).toBe('somchai@mail.example')
    expect(toContact.text).toContain('Hello Priya Raman,')
    expect(toContact.text).toContain('Name: Somchai <b>x</b>')
    expect(toContact.text).toContain('Nationality: Indian')
    expect(toContact.text).toContain('Experience: Less than a year')
    expect(toContact.text).toContain('Highest level played: Advanced')
    expect(toContact.text).toContain('Skills: Footwork drills / Thai & English coaching')
    expect(toContact.text).not.toContain('footwork-drills')
    expect(toContact.html).toContain('Footwork drills<br>Thai &amp; English coaching')
    expect(toContact.text).toContain('E-mail: somchai@mail.example')
    expect(toContact.text).toContain('Phone: +66 812345678')
    expect(toContact.text).toContain('See your vacancies: https://rally.example/jobs/my-vacancies')
    expect(toContact.html).toContain('href="https://rally.example/jobs/my-vacancies"')
    // The applicant's name is text, never markup.
    expect(toContact.html).toContain('Somchai &lt;b&gt;x&lt;/b&gt;')
    expect(toContact.html).not.toContain('<b>x</b>')
    expect(toContact.html).toContain('Thai &amp; English')

    const toPoster = rowTo(rows, 'owner@chennai-tennis.example')
    expect(toPoster.text).toContain('Hello Arun Kumar,')
    expect(toPoster.text).toContain('Experience: Less than a year')

    for (const row of [toContact, toPoster]) {
      for (const part of [row.text, row.html]) {
        expect(part).not.toContain('/media/')
        expect(part).not.toContain('job-cv/')
        expect(part).not.toContain('/document')
      }
      expect(row.attachments).toEqual([])
    }
  })

  it('writes once to an employer whose contact address is their account, in the poster’s language', async () => {
    const { db, notifier } = setUp()
    await db.transaction((tx) =>
      notifier.applicationReceived(
        tx,
        { ...vacancy, contactEmail: 'Owner@Chennai-Tennis.example ', posterLanguage: 'ja' },
        { ...application, language: 'xx', exprerience: '>6', nationality: 'South African' },
      ),
    )
    const rows = await outboxRows()
    expect(rows.map((row) => row.to).sort()).toEqual(['Owner@Chennai-Tennis.example ', 'somchai@mail.example'])
    // An unknown language reads English.
    expect(rowTo(rows, 'somchai@mail.example').subject).toBe('Application received — Head Tennis Coach')
    const toEmployer = rowTo(rows, 'Owner@Chennai-Tennis.example ')
    expect(toEmployer.subject).toBe(`Head Tennis Coach に新しい応募 — ${application.id.slice(0, 8).toUpperCase()}`)
    expect(toEmployer.text).toContain('国籍：南アフリカ')
    expect(toEmployer.text).toContain('経験：6年超')
    expect(toEmployer.text).toContain('最高競技レベル：上級')
  })

  it('tells the applicant they were shortlisted, not selected or hired, and nothing for a move back to new', async () => {
    const { db, notifier } = setUp()
    const english = { ...application, language: 'en' }
    await db.transaction(async (tx) => {
      await notifier.applicationStatusChanged(tx, vacancy, { ...english, status: 'shortlisted' }, 'new')
      await notifier.applicationStatusChanged(tx, vacancy, { ...application, status: 'rejected' }, 'shortlisted')
      await notifier.applicationStatusChanged(tx, vacancy, { ...english, status: 'hired' }, 'shortlisted')
      await notifier.applicationStatusChanged(tx, vacancy, { ...english, status: 'new' }, 'new')
    })
    const rows = await outboxRows()
    expect(rows.map((row) => row.to)).toEqual(Array(3).fill('somchai@mail.example'))
    expect(rows.map((row) => row.subject).sort()).toEqual(
      [
        'You have been shortlisted — Head Tennis Coach',
        'ความคืบหน้าของใบสมัคร — Head Tennis Coach',
        'Congratulations, you are hired — Head Tennis Coach',
      ].sort(),
    )
    const shortlisted = rows.find((row) => row.subject.startsWith('You have been shortlisted'))
    expect(shortlisted?.text).toContain('Good news: Chennai Tennis Centre has shortlisted your application')
    expect(shortlisted?.text).toContain('Status: Shortlisted')
    const notSelected = rows.find((row) => row.subject.startsWith('ความคืบหน้า'))
    expect(notSelected?.text).toContain('ไม่ผ่านการคัดเลือก')
  })

  it('tells the poster when their vacancy opens (until when), is declined (why) and expires', async () => {
    const { db, notifier } = setUp()
    await db.transaction(async (tx) => {
      await notifier.vacancyApproved(tx, vacancy)
      await notifier.vacancyRejected(tx, {
        ...vacancy,
        posterLanguage: 'de',
        rejectionReason: 'Bitte nenne das Gehalt <genau>.',
      })
      await notifier.vacancyExpired(tx, { ...vacancy, posterLanguage: 'fr' })
    })
    const rows = await outboxRows()
    expect(rows.map((row) => row.to)).toEqual(Array(3).fill('owner@chennai-tennis.example'))
    const [approved, declined, expired] = ['Your vacancy is open', 'Deine Stelle', 'Votre offre'].map((start) =>
      rows.find((row) => row.subject.startsWith(start)),
    )
    expect(approved?.subject).toBe('Your vacancy is open — Head Tennis Coach')
    expect(approved?.text).toContain('It takes applications until January 23, 2027.')
    expect(approved?.text).toContain('Open until: January 23, 2027')
    expect(approved?.text).toContain(`See the vacancy: https://rally.example/jobs/${vacancy.id}`)
    expect(declined?.subject).toBe('Deine Stelle wurde nicht freigegeben — Head Tennis Coach')
    expect(declined?.text).toContain('Grund: Bitte nenne das Gehalt <genau>.')
    expect(declined?.html).toContain('Bitte nenne das Gehalt &lt;genau&gt;.')
    expect(declined?.text).toContain('https://rally.example/jobs/my-vacancies')
    expect(expired?.subject).toBe('Votre offre a expiré — Head Tennis Coach')
    expect(expired?.text).toContain('Bonjour Arun Kumar,')
  })

  it('writes nothing when the transaction rolls back, and the worker delivers a job e-mail over SMTP', async () => {
    const { db, notifier } = setUp()
    await expect(
      db.transaction(async (tx) => {
        await notifier.vacancyApproved(tx, vacancy)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await outboxRows()).toEqual([])

    await db.transaction((tx) =>
      notifier.applicationStatusChanged(tx, vacancy, { ...application, status: 'hired' }, 'shortlisted'),
    )
    expect(await fixture.worker().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(fixture.smtp.received).toHaveLength(1)
    const [mail] = fixture.smtp.received
    expect(mail?.envelope.to).toEqual(['somchai@mail.example'])
    expect(mail?.parsed.subject).toBe('ยินดีด้วย คุณได้รับการจ้างงาน — Head Tennis Coach')
    expect(mail?.parsed.text).toContain('ได้รับการจ้างงาน')
    expect(mail?.parsed.html).toContain(`href="https://rally.example/jobs/${vacancy.id}"`)
  })
})
