import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EmailAddress } from './email-address.tsx'

describe('EmailAddress', () => {
  it('may wrap only after the @ and before each dot, keeping every part whole', () => {
    expect(renderToStaticMarkup(<EmailAddress address="info@tenis-sierranorte.example" />)).toBe(
      'info@<wbr/>tenis-sierranorte<wbr/>.example',
    )
    expect(renderToStaticMarkup(<EmailAddress address="new.player.k3x9@demo.example" />)).toBe(
      'new<wbr/>.player<wbr/>.k3x9@<wbr/>demo<wbr/>.example',
    )
  })
})
