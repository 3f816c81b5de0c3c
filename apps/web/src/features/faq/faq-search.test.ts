import { describe, expect, it } from 'vitest'
import { matchesSearch } from './faq-search.ts'

describe('the FAQ search', () => {
  it('ignores case and accents', () => {
    expect(matchesSearch('¿Cómo funciona el pago con código QR?', 'codigo qr')).toBe(true)
    expect(matchesSearch('Kann ich mit UPI bezahlen?', 'upi')).toBe(true)
    expect(matchesSearch('Qu’est-ce que Payer plus tard ?', 'QU’EST-CE')).toBe(true)
    expect(matchesSearch('Réservation', 'reservation')).toBe(true)
  })

  it('needs every word of the query, in any order', () => {
    expect(matchesSearch('How long does a refund take?', 'take refund')).toBe(true)
    expect(matchesSearch('How long does a refund take?', 'refund xyzzy')).toBe(false)
  })

  it('keeps the marks that tell Thai and Japanese words apart', () => {
    expect(matchesSearch('คืนเงิน', 'คืนเงิน')).toBe(true)
    expect(matchesSearch('カード', 'カート')).toBe(false)
  })
})
