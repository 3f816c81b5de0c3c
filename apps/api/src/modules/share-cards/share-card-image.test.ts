import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cleanText, escapeXml, estimateWidth, initialsOf, renderShareCard, wrapText } from './share-card-image.ts'

const title = { size: 58, maxLines: 3, bold: true }

describe('share card text', () => {
  it('keeps one line of text that SVG can hold: no control characters, no lone surrogates', () => {
    expect(cleanText('  Asha\n\tVerma\u0000\u0007 \ud800x  ')).toBe('Asha Verma \ufffdx')
    expect(cleanText('😀 Ünïcode')).toBe('😀 Ünïcode')
    expect(escapeXml(`<script>"Tom" & 'Jerry'</script>`)).toBe(
      '&#60;script&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/script&#62;',
    )
  })

  it('wraps at words, keeps punctuation with its word, and ellipsises past the last line', () => {
    const lines = wrapText(
      'Head Tennis Coach, for our junior programme and the academy squad, six days a week in Pune',
      title,
      660,
    )
    expect(lines).toHaveLength(3)
    expect(lines.at(-1)).toMatch(/…$/)
    for (const line of lines) {
      expect(estimateWidth(line, true) * title.size).toBeLessThanOrEqual(660)
      expect(line).not.toMatch(/^[\s,]/)
    }
    expect(wrapText('Priya Raman', title, 660)).toEqual(['Priya Raman'])
  })

  it('breaks text without spaces (Chinese, one long word) between characters', () => {
    const chinese = wrapText('李娜的训练方法如何在比赛中保持专注并提高你的反手击球技术和步法', title, 660)
    expect(chinese.length).toBeGreaterThan(1)
    expect(chinese.join('').replace('…', '')).toMatch(/^李娜的训练方法/)
    const long = wrapText('W'.repeat(100), title, 660)
    expect(long).toHaveLength(3)
    for (const line of long) expect(estimateWidth(line, true) * title.size).toBeLessThanOrEqual(660)
  })

  it('takes initials from the first and last words', () => {
    expect(initialsOf('priya devi raman')).toBe('PR')
    expect(initialsOf('Ace')).toBe('A')
    expect(initialsOf('李娜')).toBe('李')
    expect(initialsOf('  ')).toBe('')
  })
})

describe('renderShareCard', () => {
  it('keeps the widest text inside the card, with the machine’s real fonts', async () => {
    const png = await renderShareCard({
      label: 'News',
      title: 'W'.repeat(60),
      subtitle: `${'M'.repeat(30)} ${'m'.repeat(40)}`,
      initials: 'WM',
    })
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    // Right of the text column (x ≥ 1124) the text rows are background only.
    const { data, info } = await sharp(png)
      .extract({ left: 1124, top: 150, width: 76, height: 360 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const bright = [...Array(info.width * info.height).keys()].filter((pixel) => (data[pixel * 3] as number) > 60)
    expect(bright).toEqual([])
  })

  it('draws text SVG cannot hold as it is, and falls back to initials for a photo that is not a picture', async () => {
    const png = await renderShareCard(
      { label: 'Specialist', title: 'A\u0000B \ud800 <&>', subtitle: ']]> --> "\'', initials: '&' },
      Buffer.from('not a picture'),
    )
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })
})
