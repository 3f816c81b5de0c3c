import { type PartnerCard, pathTo } from '@rally/shared'
import { fullName } from '../../lib/person-name.ts'
import { feeText, fullAddress } from './people-rules.ts'

/**
 * The sparring booking form for this partner:
 * /book/{amount}/{name-with-hyphens}/{sport}?partnerName=&fees=&location=&rank=&resourceId=
 * The amount is the partner's fee (0 without one: a free booking); values not known are left out.
 */
export function partnerBookingPath(partner: PartnerCard): string {
  const name = fullName(partner)
  return pathTo(
    'bookWithPartner',
    { amount: partner.feeAmount ?? 0, name: name.replace(/\s+/g, '-') || 'partner', category: partner.sport },
    {
      partnerName: name,
      fees: feeText(partner.feeAmount, partner.feeCurrency),
      location: fullAddress(partner.address),
      rank: partner.ranking,
      resourceId: partner.id,
    },
  )
}
