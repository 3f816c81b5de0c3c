import type { PartnerCard } from '@rally/shared'
import { feeText, fullAddress } from '../../components/people/people-rules.ts'
import { fullName } from '../../lib/person-name.ts'

/**
 * The sparring booking form for this partner:
 * /book/{amount}/{name-with-hyphens}/{sport}?partnerName=&fees=&location=&rank=&resourceId=
 * The amount is the partner's fee (0 without one: a free booking); values not known are left out.
 */
export function partnerBookingPath(partner: PartnerCard): string {
  const name = fullName(partner)
  const pathName = name.replace(/\s+/g, '-') || 'partner'
  const query = new URLSearchParams({ partnerName: name })
  const fees = feeText(partner.feeAmount, partner.feeCurrency)
  if (fees) query.set('fees', fees)
  const location = fullAddress(partner.address)
  if (location) query.set('location', location)
  if (partner.ranking !== null) query.set('rank', String(partner.ranking))
  query.set('resourceId', partner.id)
  return `/book/${partner.feeAmount ?? 0}/${encodeURIComponent(pathName)}/${partner.sport}?${query.toString()}`
}
