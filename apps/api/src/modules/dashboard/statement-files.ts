import { execFile } from 'node:child_process'
import { formatMoneyWithSign } from '@rally/shared'
import PDFDocument from 'pdfkit'
import type { Statement } from './statements-service.ts'

/** The month's name in the statement's language ("November 2026", "2026年11月"). */
function monthName(statement: Statement) {
  const [year, month] = statement.month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(statement.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  )
}

const dateFormat = (statement: Statement) =>
  new Intl.DateTimeFormat(statement.language, { dateStyle: 'medium', timeZone: 'UTC' })

const money = (statement: Statement, amount: { amountMinor: number; currency: string }) =>
  formatMoneyWithSign(amount, statement.language)

/** Every line of the statement as rows of cells: the same content for the CSV and the PDF. */
function statementRows(statement: Statement) {
  const t = statement.texts
  const date = dateFormat(statement)
  const sections: Array<{ title: string; rows: string[][] }> = [
    {
      title: t.sessions,
      rows: statement.sessions.map((line) => [
        date.format(line.at),
        line.booker,
        line.status,
        line.amount ? money(statement, line.amount) : '',
        line.amount?.currency ?? '',
        '',
      ]),
    },
    {
      title: t.payments,
      rows: statement.payments.map((line) => [
        date.format(line.at),
        line.booker,
        '',
        money(statement, line.amount),
        line.amount.currency,
        '',
      ]),
    },
    {
      title: t.refunds,
      rows: statement.refunds.map((line) => [
        date.format(line.at),
        line.booker,
        '',
        money(statement, line.amount),
        line.amount.currency,
        line.reason,
      ]),
    },
    {
      title: t.payouts,
      rows: statement.payouts.map((line) => [
        date.format(line.at),
        line.kind,
        line.status,
        money(statement, line.amount),
        line.amount.currency,
        line.reference,
      ]),
    },
  ]
  const totals = statement.totals.flatMap((total) => {
    const of = (amountMinor: number) => money(statement, { amountMinor, currency: total.currency })
    return [
      [t.paymentsReceived, of(total.paymentsMinor), total.currency],
      [t.refunded, of(total.refundedMinor), total.currency],
      ...(total.adjustmentsMinor !== 0 ? [[t.adjustments, of(total.adjustmentsMinor), total.currency]] : []),
      [t.transferred, of(total.transferredMinor), total.currency],
      ...(total.paidByHandMinor !== 0 ? [[t.paidByHand, of(total.paidByHandMinor), total.currency]] : []),
      [t.earnings, of(total.earningsMinor), total.currency],
    ]
  })
  return { sections, totals }
}

/** A cell as CSV writes it: quoted when needed, and text a spreadsheet would run as a formula made inert. */
function csvCell(value: string, isText = true) {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The statement as CSV (UTF-8 with a byte-order mark, so spreadsheets read every script). */
export function statementCsv(statement: Statement): string {
  const t = statement.texts
  const { sections, totals } = statementRows(statement)
  const lines: string[][] = [
    [t.title, monthName(statement)],
    [t.provider, statement.providerName],
    [t.made, dateFormat(statement).format(statement.madeAt)],
    [t.datesInUtc],
    [],
    [t.section, t.date, t.booker, t.status, t.amount, t.currency, t.reason],
  ]
  for (const section of sections) {
    if (section.rows.length === 0) lines.push([section.title, '', t.nothing])
    for (const row of section.rows) lines.push([section.title, ...row])
  }
  lines.push([])
  if (totals.length === 0) lines.push([t.totals, '', t.nothing])
  for (const [label, amount, currency] of totals)
    lines.push([t.totals, '', label as string, '', amount as string, currency as string])
  const amountColumn = 4
  return `\uFEFF${lines.map((line) => line.map((cell, index) => csvCell(cell, index !== amountColumn)).join(',')).join('\r\n')}\r\n`
}

type FontChoice = { path: string; family?: string } | null

const fontsByLanguage = new Map<string, Promise<FontChoice>>()

/**
 * The font a statement in this language is drawn with: the machine's font for the language's script as
 * fontconfig picks it (as share cards find theirs), asked once per language. With no font at all, the PDF's
 * built-in Helvetica, whose text outside Latin-1 is replaced; a missing script font never fails a statement.
 */
function fontFor(language: string): Promise<FontChoice> {
  let found = fontsByLanguage.get(language)
  if (!found) {
    found = new Promise<FontChoice>((resolve) => {
      execFile(
        'fc-match',
        ['-f', '%{file}|%{postscriptname}', `sans-serif:lang=${language}`],
        { timeout: 5000 },
        (error, stdout) => {
          const [path, family] = String(stdout ?? '').split('|')
          resolve(
            !error && path && /\.(ttf|otf|ttc)$/i.test(path)
              ? { path, family: path.endsWith('.ttc') ? family : undefined }
              : null,
          )
        },
      )
    })
    fontsByLanguage.set(language, found)
  }
  return found
}

const latin1 = (text: string) => text.replace(/[^\t\n\x20-\xff]/g, '?')

/** The statement as a PDF (A4): its heading, each section's lines, and the totals per currency. */
export async function statementPdf(statement: Statement): Promise<Buffer> {
  const font = await fontFor(statement.language)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${statement.texts.title} ${statement.month}` },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  let clean = (text: string) => text
  try {
    if (font) font.family ? doc.font(font.path, font.family) : doc.font(font.path)
    else clean = latin1
  } catch {
    clean = latin1
    doc.font('Helvetica')
  }
  const t = statement.texts
  const { sections, totals } = statementRows(statement)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  // Date, booker, status, amount, currency, reason: shares of the width.
  const columns = [0.15, 0.22, 0.15, 0.16, 0.08, 0.24]
  const row = (cells: string[], size = 8.5) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage()
    const top = doc.y
    let x = left
    let bottom = top
    cells.forEach((cell, index) => {
      const cellWidth = (columns[index] ?? 0.2) * width
      doc.fontSize(size).text(clean(cell), x, top, { width: cellWidth - 6, align: index === 3 ? 'right' : 'left' })
      bottom = Math.max(bottom, doc.y)
      x += cellWidth
    })
    doc.x = left
    doc.y = bottom + 3
  }

  doc.fontSize(18).text(clean(`${t.title} — ${monthName(statement)}`), left, doc.y, { width })
  doc.moveDown(0.3)
  doc.fontSize(10).text(clean(`${t.provider}: ${statement.providerName}`), { width })
  doc.text(clean(`${t.made}: ${dateFormat(statement).format(statement.madeAt)}. ${t.datesInUtc}`), { width })
  for (const section of sections) {
    doc.moveDown(0.8)
    doc.fontSize(13).text(clean(section.title), left, doc.y, { width })
    doc.moveDown(0.2)
    if (section.rows.length === 0) {
      doc.fontSize(9).text(clean(t.nothing), left, doc.y, { width })
      continue
    }
    row([t.date, t.booker, t.status, t.amount, t.currency, t.reason], 8)
    for (const cells of section.rows) row(cells)
  }
  doc.moveDown(0.8)
  doc.fontSize(13).text(clean(t.totals), left, doc.y, { width })
  doc.moveDown(0.2)
  if (totals.length === 0) doc.fontSize(9).text(clean(t.nothing), left, doc.y, { width })
  for (const [label, amount, currency] of totals) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage()
    const top = doc.y
    doc.fontSize(10).text(clean(label as string), left, top, { width: width * 0.6 })
    const bottom = doc.y
    doc.text(clean(`${amount} ${currency}`), left + width * 0.6, top, { width: width * 0.4, align: 'right' })
    doc.x = left
    doc.y = Math.max(bottom, doc.y) + 2
  }
  doc.end()
  return done
}
