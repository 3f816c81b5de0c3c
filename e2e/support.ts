import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'

/** Keeps a full-page screenshot as a test artifact: e2e/artifacts/screenshots/<project>-<name>.png */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = path.join(import.meta.dirname, 'artifacts', 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: true })
}

/** On a phone the header links sit behind the menu toggle. */
export async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' })
  if (await toggle.isVisible()) await toggle.click()
}
