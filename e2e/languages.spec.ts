import { countryName } from '@rally/shared'
import { expect, type Page, test } from './fixtures.ts'
import { keepScreenshot } from './support.ts'

/** Opens the site in a language as a returning visitor who picked it before. */
async function useLanguage(page: Page, language: string) {
  await page.addInitScript((code) => {
    localStorage.setItem('preferences-storage', JSON.stringify({ state: { language: code }, version: 0 }))
  }, language)
}

/** A tennis partner's booking form, as the discovery pages link to it. */
async function partnerBookingUrl(page: Page) {
  const response = await page.request.get('/v1/sparring-partners?category=Tennis&limit=1')
  const { data } = (await response.json()) as { data: { id: string; firstName: string; lastName: string }[] }
  const partner = data[0]
  if (!partner) throw new Error('The seed has no tennis partner')
  const name = `${partner.firstName} ${partner.lastName}`.trim()
  const query = new URLSearchParams({ partnerName: name, fees: '290 INR', resourceId: partner.id })
  return `/book/290/${encodeURIComponent(name.replace(/\s+/g, '-'))}/Tennis?${query}`
}

test('in Thai the booking form says what is wrong with the phone numbers in Thai', async ({ page }, testInfo) => {
  await useLanguage(page, 'th')
  await page.goto(await partnerBookingUrl(page))
  await expect(page.getByRole('heading', { level: 1, name: 'จองคู่ซ้อมของคุณ' })).toBeVisible()
  await page.getByLabel('หมายเลขโทรศัพท์', { exact: true }).fill('   ')
  await page.getByRole('button', { name: 'จองเลย จ่ายทีหลัง' }).click()
  await expect(page.getByText('เบอร์โทรศัพท์ต้องไม่เว้นว่างหรือมีเพียงช่องว่าง')).toBeVisible()
  await expect(page.getByText('Phone number cannot be empty or just spaces')).toHaveCount(0)

  // A rule with a number in it ("at least 4 digits") reads in Thai too, number included.
  await page.getByLabel('หมายเลข WhatsApp', { exact: true }).fill('12')
  await page.getByLabel('หมายเลขโทรศัพท์', { exact: true }).focus()
  await expect(page.getByText('เบอร์ WhatsApp ต้องมีอย่างน้อย 4 หลัก')).toBeVisible()
  await expect(page.getByText(/WhatsApp number/)).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'thai-booking-form-errors')
})

for (const language of ['th', 'ja'] as const) {
  test(`in ${language} the phone country-code pickers name the countries in ${language}, as the country picker does`, async ({
    page,
  }) => {
    await useLanguage(page, language)
    await page.goto(await partnerBookingUrl(page))
    const pickers = page.locator('select[autocomplete="tel-country-code"]')
    await expect(pickers.first()).toBeVisible()
    for (const picker of await pickers.all()) {
      await expect(picker.locator('option:checked')).toHaveText(`+91 ${countryName('IN', language)}`)
      await expect(picker.locator('option', { hasText: '+81' })).toHaveText(`+81 ${countryName('JP', language)}`)
      await expect(picker.locator('option', { hasText: 'Japan' })).toHaveCount(0)
    }
  })
}

test('in Japanese /signup describes the demo users in Japanese, and the footer names the offices', async ({
  page,
}, testInfo) => {
  await useLanguage(page, 'ja')
  await page.goto('/signup')
  await expect(page.getByRole('heading', { name: 'デモユーザーとして続行' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Aarav Mehta/ })).toContainText(
    '練習パートナーを探しているベンガルールのクラブプレーヤー',
  )
  await expect(page.getByText('A club player in Bengaluru looking for sparring partners')).toHaveCount(0)
  const footer = page.locator('footer')
  await expect(footer.getByText('インド', { exact: true })).toBeVisible()
  await expect(footer.getByText('クアラルンプール', { exact: true })).toBeVisible()
  await keepScreenshot(page, testInfo, 'japanese-signup')
})

test('in Thai /signup describes the demo users in Thai', async ({ page }, testInfo) => {
  await useLanguage(page, 'th')
  await page.goto('/signup')
  await expect(page.getByRole('button', { name: /Aarav Mehta/ })).toContainText('นักกีฬาสโมสรในเบงกาลูรูที่กำลังหาคู่ซ้อม')
  await expect(page.getByRole('button', { name: /Meera Iyer/ })).toContainText('ผู้เชี่ยวชาญด้านแบดมินตันที่ได้รับอนุมัติโปรไฟล์แล้ว')
  await keepScreenshot(page, testInfo, 'thai-signup')
})
