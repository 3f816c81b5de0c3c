import type { HomeStats } from '@rally/shared'
import type { BookingFacts } from '../bookings/booking-facts.ts'
import type { AcademyPublicRecords, PartnerPublicRecords, SpecialistPublicRecords } from '../public-records.ts'
import type { UserDirectory } from '../users/user-directory.ts'

/**
 * The home page's nine figures, asked of the modules that own the records (decision 041) and
 * kept for a few minutes: they move slowly and the reads touch several tables.
 */
export function createStatsService({
  accounts,
  bookings,
  specialists,
  partners,
  academies,
  ttlMs = 5 * 60 * 1000,
  clock = () => Date.now(),
}: {
  accounts: Pick<UserDirectory, 'count'>
  bookings: Pick<BookingFacts, 'homeFigures'>
  specialists: Pick<SpecialistPublicRecords, 'homeFigures'>
  partners: Pick<PartnerPublicRecords, 'homeFigures'>
  academies: Pick<AcademyPublicRecords, 'homeFigures'>
  ttlMs?: number
  clock?: () => number
}) {
  let cached: { at: number; stats: Promise<HomeStats> } | undefined

  async function compute(): Promise<HomeStats> {
    const [members, booked, coaches, sparring, clubs] = await Promise.all([
      accounts.count(),
      bookings.homeFigures(),
      specialists.homeFigures(),
      partners.homeFigures(),
      academies.homeFigures(),
    ])
    // Countries and clubs are counted once however many list them, names compared lowercased.
    return {
      bookingsCompleted: booked.completed,
      communityMembers: members + sparring.unclaimed + coaches.unclaimed + booked.guestBookers,
      sparringPartners: sparring.listed,
      sportsSpecialists: coaches.listed,
      countries: new Set([...sparring.countries, ...coaches.countries]).size,
      clubsInCollaboration: new Set([...clubs.clubs, ...coaches.clubs]).size,
      hoursOfSparring: Math.floor(booked.sparringHours),
      tennisAcademies: clubs.tennis,
      badmintonAcademies: clubs.badminton,
    }
  }

  return {
    get(): Promise<HomeStats> {
      if (!cached || clock() - cached.at > ttlMs) {
        const stats = compute()
        cached = { at: clock(), stats }
        // A failed computation is not kept: the next caller tries again.
        stats.catch(() => {
          if (cached?.stats === stats) cached = undefined
        })
      }
      return cached.stats
    },
  }
}

export type StatsService = ReturnType<typeof createStatsService>
