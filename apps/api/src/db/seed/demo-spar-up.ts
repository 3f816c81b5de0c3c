import { createHash } from 'node:crypto'
import { type Handedness, type LevelStatus, type PlayingStyle, rallyLevelFrom, type Surface } from '@rally/shared'
import { eq } from 'drizzle-orm'
import type { Transaction } from '../client.ts'
import {
  type bookings as bookingsTable,
  juniors,
  personalCoaches,
  playerLevels,
  sessionReports,
  sparringPartners,
} from '../schema/index.ts'
import type { DemoFile } from './demo-documents.ts'
import { textPdf } from './demo-pdf.ts'
import type { DemoAccounts } from './demo-users.ts'

type PartnerRow = {
  id: string
  sport: 'Badminton' | 'Tennis'
  level?: string | null
  ranking?: number | null
  handedness?: Handedness | null
  rallyLevel?: number | null
  levelStatus?: LevelStatus | null
}

/**
 * The Rally level each seeded partner's stated level (the profile's own `level` field) stands for, by the
 * tables of levels.ts in words: tour players 7 (tennis: 6), national top 20 6, state and junior champions 5,
 * university and district players 4, club players 3–4.
 */
const rallyLevelOfLabel: Record<string, number> = {
  'BWF World Tour player': 7,
  'National top 20': 6,
  'National junior champion': 5,
  'State champion': 5,
  'BWF junior ranked': 5,
  'University team': 4,
  'District champion': 4,
  'Club league player': 3,
  'ITF junior': 5,
  'ITF World Tennis Tour player': 6,
  'College tennis (NCAA Division I)': 5,
  'Club champion': 4,
}
/** A seeded booking, as demo-bookings.ts builds it (every value of the row, its id and time). */
type BookingRow = typeof bookingsTable.$inferInsert & { id: string; createdAt?: Date | null }

const styles: PlayingStyle[] = ['baseline', 'all-court', 'serve-and-volley', 'doubles-specialist']
const tennisSurfaces: Surface[][] = [['hard'], ['clay'], ['hard', 'clay'], ['grass', 'hard'], ['clay', 'hard', 'grass']]

/**
 * Every partner's level and playing profile (issue 26), the same on every seed: about one in six plays left-handed (as
 * in the game), styles in turn, tennis on one to three surfaces, badminton indoors. Set on the rows before
 * they are inserted, so that spar-up has partners of every style and hand to find.
 */
export function givePlayingProfiles(
  rows: (PartnerRow & { playingStyle?: PlayingStyle | null; surfaces?: Surface[] })[],
): void {
  rows.forEach((row, index) => {
    // In place: the demo accounts hold some of these rows already.
    // The seeded profiles have no owner account: their level is the profile's own, verified when it is a ranking.
    row.rallyLevel = row.level ? (rallyLevelOfLabel[row.level] ?? null) : null
    row.levelStatus = row.rallyLevel === null ? null : row.ranking ? 'verified' : 'self-stated'
    row.handedness = index % 6 === 1 ? 'left' : 'right'
    row.playingStyle = styles[index % styles.length] as PlayingStyle
    row.surfaces = row.sport === 'Badminton' ? ['indoor'] : (tennisSurfaces[index % tennisSurfaces.length] as Surface[])
  })
}

/**
 * The demo coach's safeguarding certificate (a PDF stored as an upload of kind document), for their
 * verified work with juniors: its file, to store with the other demo files, and its address.
 */
export function safeguardingDocument(coach: { id: string; firstName: string; lastName?: string | null }, now: Date) {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  const key = `document/${month}/${createHash('sha256').update(`safeguarding:${coach.id}`).digest('hex').slice(0, 32)}.pdf`
  const name = [coach.firstName, coach.lastName].filter(Boolean).join(' ')
  const file: DemoFile = {
    key,
    contentType: 'application/pdf',
    fileName: `Safeguarding certificate - ${name}.pdf`,
    body: textPdf({
      title: 'Safeguarding certificate',
      paragraphs: [
        `${name} completed safeguarding and child protection training for coaches working with players under 18.`,
        "A sample made for Rally's demo data: in use, providers upload their own certificate.",
      ],
    }),
  }
  return { file, url: `/media/uploads/${key}` }
}

/**
 * Issue 26's demo data, so that every step can be walked on `npm start`: the demo player's badminton level
 * verified (tennis left for them to state), the demo partner's tennis level stated with evidence waiting in
 * the console's queue, the reports of the player's completed sessions with the demo partner and the demo
 * coach, the demo parent's junior, and the demo coach working with juniors, their safeguarding verified.
 */
export async function seedDemoSparUp(
  tx: Transaction,
  {
    demo,
    bookings,
    safeguardingUrl,
    verifiedAt,
    now,
  }: { demo: DemoAccounts; bookings: BookingRow[]; safeguardingUrl: string; verifiedAt: Date; now: Date },
) {
  const player = demo.user('player')
  const partnerOwner = demo.user('partner')
  const coachOwner = demo.user('coach')
  const admin = demo.user('admin')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)

  await tx.insert(playerLevels).values([
    {
      userId: player.id,
      sport: 'Badminton',
      scale: 'rally',
      value: 3,
      rallyLevel: rallyLevelFrom('Badminton', 'rally', 3),
      status: 'verified',
      evidenceKind: 'results',
      evidenceValue: 'https://bwfbadminton.com/',
      statedAt: daysAgo(30),
      verifiedBy: admin.id,
      verifiedAt: daysAgo(28),
    },
    {
      userId: partnerOwner.id,
      sport: 'Tennis',
      scale: 'ntrp',
      value: 5,
      rallyLevel: rallyLevelFrom('Tennis', 'ntrp', 5),
      status: 'self-stated',
      evidenceKind: 'ranking-id',
      evidenceValue: '1234567890',
      statedAt: daysAgo(2),
    },
  ])

  // The demo partner's profile carries its owner's level, as the levels module keeps it (decision 079).
  await tx
    .update(sparringPartners)
    .set({ rallyLevel: rallyLevelFrom('Tennis', 'ntrp', 5), levelStatus: 'self-stated' })
    .where(eq(sparringPartners.id, demo.partner.id))

  // The reports of the player's completed sessions whose provider has an account: the demo partner's
  // (tennis) and the demo coach's (badminton).
  const completed = (resourceId: string) =>
    bookings.find((row) => row.userId === player.id && row.resourceId === resourceId && row.status === 'completed')
  const reports = [
    {
      booking: completed(demo.partner.id),
      author: partnerOwner,
      sport: 'Tennis' as const,
      providerName: `${demo.partner.firstName} ${demo.partner.lastName ?? ''}`.trim(),
      workedOn: 'Returning heavy topspin to the backhand; keeping the ball deep cross-court.',
      drills: ['Cross-court backhand rally, 4 × 5 minutes', 'Return of second serve from the deuce side'],
      skills: [
        { skill: 'backhand', rating: 3 },
        { skill: 'return', rating: 2 },
        { skill: 'footwork', rating: 3 },
      ],
      nextGoals: 'Step in on the second serve; hold the backhand rally for 20 balls.',
    },
    {
      booking: completed(demo.coach.id),
      author: coachOwner,
      sport: 'Badminton' as const,
      providerName: `${demo.coach.firstName} ${demo.coach.lastName ?? ''}`.trim(),
      workedOn: 'The split step before the opponent’s shot, and clears to the back line.',
      drills: ['Shadow footwork to the six corners', 'Clear–drop–clear with a feeder'],
      skills: [
        { skill: 'footwork', rating: 3 },
        { skill: 'clear', rating: 4 },
        { skill: 'smash', rating: 2 },
      ],
      nextGoals: 'A steeper smash from the rear court; recover to the base after every clear.',
    },
  ]
  const written = reports.filter((report) => report.booking)
  if (written.length > 0) {
    await tx.insert(sessionReports).values(
      written.map((report) => {
        const at = report.booking?.preferredAt ?? report.booking?.createdAt ?? daysAgo(30)
        return {
          bookingId: report.booking?.id as string,
          authorUserId: report.author.id,
          playerUserId: player.id,
          sport: report.sport,
          providerName: report.providerName,
          sessionAt: at,
          workedOn: report.workedOn,
          drills: report.drills,
          skills: report.skills,
          nextGoals: report.nextGoals,
          createdAt: new Date(at.getTime() + 86_400_000),
        }
      }),
    )
  }

  // The parent's daughter, 13 this year; the demo coach, verified to work with juniors, can be booked for her.
  const parent = demo.user('parent')
  await tx.insert(juniors).values({
    id: anikaId,
    guardianUserId: parent.id,
    firstName: 'Anika',
    birthYear: now.getUTCFullYear() - 13,
    sport: 'Badminton',
    rallyLevel: 2,
    createdAt: daysAgo(60),
    updatedAt: daysAgo(60),
  })
  // Her sessions with the demo coach (juniorSessionBookings), reported: her own timeline, which her mother reads.
  const hers = bookings.filter((row) => row.juniorId === anikaId)
  for (const [index, booking] of hers.entries()) {
    const report = anikaReports[index % anikaReports.length] as (typeof anikaReports)[number]
    const at = booking.preferredAt ?? booking.createdAt ?? daysAgo(30)
    await tx.insert(sessionReports).values({
      bookingId: booking.id,
      authorUserId: coachOwner.id,
      playerUserId: parent.id,
      juniorId: anikaId,
      sport: 'Badminton',
      providerName: `${demo.coach.firstName} ${demo.coach.lastName ?? ''}`.trim(),
      sessionAt: at,
      ...report,
      createdAt: new Date(at.getTime() + 86_400_000),
    })
  }
  const juniorReports = hers.length
  await tx
    .update(personalCoaches)
    .set({
      worksWithJuniors: true,
      safeguardingDocumentUrl: safeguardingUrl,
      safeguardingSubmittedAt: new Date(verifiedAt.getTime() - 86_400_000),
      safeguardingVerifiedAt: verifiedAt,
      safeguardingVerifiedBy: admin.id,
    })
    .where(eq(personalCoaches.id, demo.coach.id))
  return { levels: 2, reports: written.length + juniorReports, juniors: 1 }
}

/** The demo parent's daughter: a stable id, so that her sessions (built with the bookings) can name her. */
export const anikaId = '5eed0a1c-0000-4000-8000-0000000000a1'

/** What the demo coach wrote after each of Anika's sessions, oldest first. */
const anikaReports = [
  {
    workedOn: 'Grip and the ready position; getting behind the shuttle for the clear.',
    drills: ['Shadow footwork to the rear corners', 'Clears with a feeder, 3 × 20'],
    skills: [
      { skill: 'footwork', rating: 2 },
      { skill: 'clear', rating: 2 },
      { skill: 'serve', rating: 3 },
    ],
    nextGoals: 'Clear past the doubles back line from the rear court.',
  },
  {
    workedOn: 'The split step, and recovering to the base after each clear.',
    drills: ['Split step on the feeder’s hit', 'Clear–drop–clear, 4 × 5 minutes'],
    skills: [
      { skill: 'footwork', rating: 3 },
      { skill: 'clear', rating: 3 },
      { skill: 'net-play', rating: 2 },
    ],
    nextGoals: 'Tight net shots from the forecourt; keep the split step in a game.',
  },
]

/**
 * Anika's two badminton sessions with the demo coach, booked by her mother and completed (35 and 12 days before
 * the reference date): built with the other bookings, so that each has its history and counts. The rest of
 * each booking as the player's session with the same coach has it (fee, length), paid in person; stable ids.
 */
export function juniorSessionBookings({
  demo,
  bookings,
  referenceDate,
}: {
  demo: DemoAccounts
  bookings: readonly BookingRow[]
  referenceDate: Date
}): (BookingRow & { createdAt: Date })[] {
  const player = demo.user('player')
  const template = bookings.find(
    (row) => row.userId === player.id && row.resourceId === demo.coach.id && row.status === 'completed',
  )
  if (!template) return []
  const parent = demo.user('parent')
  const day = 86_400_000
  return [35, 12].map((daysAgo, index) => {
    const preferredAt = new Date(referenceDate.getTime() - daysAgo * day + 11 * 3_600_000)
    return {
      ...template,
      id: `5eed0a1c-0000-4000-8000-00000000000${index + 1}`,
      userId: parent.id,
      name: `${parent.firstName} ${parent.lastName}`,
      email: parent.email,
      phone: parent.phoneNumber ?? template.phone,
      countryCode: parent.countryCode ?? template.countryCode,
      whatsappNumber: null,
      juniorId: anikaId,
      comment: null,
      amountMinor: 0,
      paymentStatus: 'pending',
      paymentOrderId: null,
      paymentId: null,
      meetingUrl: null,
      preferredAt,
      status: 'completed',
      createdAt: new Date(preferredAt.getTime() - 5 * day),
      updatedAt: new Date(preferredAt.getTime() + 2 * 3_600_000),
    }
  })
}
