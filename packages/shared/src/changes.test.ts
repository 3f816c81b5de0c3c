import { describe, expect, it } from 'vitest'
import { updateCoachInputSchema } from './coaches.ts'
import { updatePartnerInputSchema } from './partners.ts'

const id = '09f02ede-8b17-4587-b03a-5e7a96b2d163'

describe('a PATCH changes only what it names', () => {
  it('leaves out the fields a partner’s change does not name, defaults included', () => {
    expect(updatePartnerInputSchema.parse({ id, bio: 'Clay-court baseliner' })).toEqual({
      id,
      bio: 'Clay-court baseliner',
    })
  })

  it('leaves out the fields a specialist’s change does not name, defaults included', () => {
    const parsed = updateCoachInputSchema.parse({ id, firstName: 'Meera', formVersion: 'v2' })
    expect(parsed).not.toHaveProperty('lastName')
    expect(parsed).not.toHaveProperty('languages')
    expect(parsed).not.toHaveProperty('sessionMinutes')
  })

  it('still checks what it names', () => {
    expect(updatePartnerInputSchema.safeParse({ id, firstName: 'B' }).success).toBe(false)
    expect(updatePartnerInputSchema.safeParse({ id, feeCurrency: 'XYZ' }).success).toBe(false)
  })
})
