import { pathTo } from '@rally/shared'
import { expect, type Locator, type Page, test } from './fixtures.ts'
import { keepScreenshot, startSignedIn } from './support.ts'

/** Opens the site in a language as a returning visitor who picked it before. */
async function useLanguage(page: Page, language: string) {
  await page.addInitScript((code) => {
    localStorage.setItem('preferences-storage', JSON.stringify({ state: { language: code }, version: 0 }))
  }, language)
}

test('a visitor sends a message from Contact us and it arrives in the mailbox', async ({ page }, testInfo) => {
  const name = `Asha Verma ${testInfo.project.name}`
  const email = `asha.${testInfo.project.name}@mail.example`
  await page.goto(pathTo('contactUs'))
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  await expect(page).toHaveTitle('Contact us | Rally')
  // Phone, e-mail, WhatsApp and the four offices, from the site configuration.
  await expect(page.getByRole('link', { name: 'hello@rally.example' }).first()).toBeVisible()
  const offices = page.getByRole('region', { name: 'Offices' })
  for (const country of ['India', 'Indonesia', 'USA', 'Malaysia'])
    await expect(offices.getByText(country)).toBeVisible()
  await keepScreenshot(page, testInfo, 'contact-en')

  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Payment and refund' })
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('I paid twice for the same booking; could you refund one of the payments?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').getByText('Thank you, your message has been sent')).toBeVisible()
  await expect(page.getByText(`We have sent a confirmation to ${email}.`)).toBeVisible()

  // The outbox sends a moment after the message is stored.
  const acknowledgement = page.getByRole('link', { name: new RegExp(`We have received your message.*${email}`) })
  await expect(async () => {
    await page.goto('/dev/mailbox')
    await expect(acknowledgement).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  // The acknowledgement carries our words and the message's reference, not the name typed into the form.
  await acknowledgement.click()
  const text = (await page.locator('pre').textContent()) ?? ''
  expect(text).not.toContain(name)
  const reference = /Reference: ([0-9A-F]{8})/.exec(text)?.[1]
  if (!reference) throw new Error('The acknowledgement names no reference')
  // Support's subject names the topic and the reference; the sender's name is in its body.
  await page.goto('/dev/mailbox')
  await page.getByRole('link', { name: new RegExp(`Contact us: Payment and refund — ${reference}`) }).click()
  await expect(page.getByText(email).first()).toBeVisible()
  await expect(page.getByText(name).first()).toBeVisible()
  await expect(page.getByText('Reply-To')).toBeVisible()
})

test('an empty form shows what each field needs', async ({ page }) => {
  await page.goto(pathTo('contactUs'))
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.locator('p', { hasText: 'Choose a topic' })).toBeVisible()
  await expect(page.getByText('Message is required')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
})

test('in Thai the page and its field errors read in Thai', async ({ page }, testInfo) => {
  await useLanguage(page, 'th')
  await page.goto(pathTo('contactUs'))
  await expect(page.getByRole('heading', { level: 1, name: 'ติดต่อเรา' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'สำนักงาน' }).getByText('อินเดีย')).toBeVisible()
  await keepScreenshot(page, testInfo, 'contact-th')
  await page.getByRole('button', { name: 'ส่งข้อความ' }).click()
  await expect(page.getByText('กรุณากรอกข้อความ')).toBeVisible()
  await keepScreenshot(page, testInfo, 'contact-th-errors')
})

test('a signed-in player finds their name and e-mail filled in', async ({ page, request }) => {
  // The demo player, Aarav Mehta.
  await startSignedIn(page, request, 'player')
  await page.goto(pathTo('contactUs'))
  await expect(page.getByRole('button', { name: /Aarav/ })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Aarav Mehta')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('aarav.mehta@demo.example')
})

/**
 * For each element holding an e-mail address, where its text wraps: the two characters on either side of each
 * line break ("@|t" after the @, "e|." before a dot are the readable places).
 */
async function addressBreaks(addresses: Locator) {
  await expect(addresses.first()).toBeVisible()
  return addresses.evaluateAll((links) =>
    links.map((link) => {
      const characters: { character: string; top: number }[] = []
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const rect = range.getBoundingClientRect()
          if (rect.width > 0) characters.push({ character: text[index] as string, top: Math.round(rect.top) })
        }
      }
      const breaks: string[] = []
      for (let index = 1; index < characters.length; index += 1) {
        const [before, after] = [characters[index - 1], characters[index]] as [
          { character: string; top: number },
          { character: string; top: number },
        ]
        if (after.top > before.top + 2) breaks.push(`${before.character}|${after.character}`)
      }
      return { text: link.textContent?.trim() ?? '', breaks }
    }),
  )
}

test('at 375 px an e-mail address wraps only after its @ or before a dot, never inside a word', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const readable = (breaks: string[]) => breaks.every((line) => line.startsWith('@') || line.endsWith('.'))
  const academies = (await (await request.get('/v1/academies?limit=50')).json()).data as {
    id: string
    category: string
    email: string | null
  }[]
  const academy = academies.find((candidate) => candidate.email)
  if (!academy) throw new Error('The seed has no academy with an e-mail address')
  const sport = academy.category.toLowerCase() === 'badminton' ? 'badminton' : 'tennis'
  for (const path of [pathTo('contactUs'), pathTo('academy', { sport, academyId: academy.id })]) {
    await page.goto(path)
    for (const address of await addressBreaks(page.locator('a[href^="mailto:"]'))) {
      expect({ readable: readable(address.breaks), breaks: address.breaks }, `${path}: ${address.text}`).toMatchObject({
        readable: true,
      })
    }
  }
})
