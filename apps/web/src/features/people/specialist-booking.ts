import { type CoachProfile, pathTo } from '@rally/shared'
import { fullName } from '../../lib/person-name.ts'
import { feeText, peopleSport } from './people-rules.ts'

/**
 * The specialist booking form for this specialist ("Book a Session", "Talk to …"):
 * /booking/{badminton|tennis|others}-coach-booking?coachId=&coachName=&fees=&sport=
 * The fee is left out when the specialist has none.
 */
export function specialistBookingPath(
  specialist: Pick<CoachProfile, 'id' | 'firstName' | 'lastName' | 'category' | 'feeAmount' | 'feeCurrency'>,
): string {
  return pathTo(
    'coachBooking',
    { coachBookingKind: `${peopleSport(specialist.category)}-coach-booking` },
    {
      coachId: specialist.id,
      coachName: fullName(specialist),
      fees: feeText(specialist.feeAmount, specialist.feeCurrency),
      sport: specialist.category,
    },
  )
}
