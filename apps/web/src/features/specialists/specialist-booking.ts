import type { CoachProfile } from '@rally/shared'
import { feeText, peopleSport } from '../../components/people/people-rules.ts'
import { fullName } from '../../lib/person-name.ts'

/**
 * The specialist booking form for this specialist ("Book a Session", "Talk to …"):
 * /booking/{badminton|tennis|others}-coach-booking?coachId=&coachName=&fees=&sport=
 * The fee is left out when the specialist has none.
 */
export function specialistBookingPath(
  specialist: Pick<CoachProfile, 'id' | 'firstName' | 'lastName' | 'category' | 'feeAmount' | 'feeCurrency'>,
): string {
  const query = new URLSearchParams({ coachId: specialist.id, coachName: fullName(specialist) })
  const fees = feeText(specialist.feeAmount, specialist.feeCurrency)
  if (fees) query.set('fees', fees)
  query.set('sport', specialist.category)
  return `/booking/${peopleSport(specialist.category)}-coach-booking?${query.toString()}`
}
