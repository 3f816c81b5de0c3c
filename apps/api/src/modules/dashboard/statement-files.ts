import { formatMoneyWithSign } from '@rally/shared'
import PDFDocument from 'pdfkit'
import { fontChain, fontRuns, type StatementFontKey, statementFont } from './statement-fonts.ts'
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

/** The statement as a PDF (A4): its heading, each section's lines, and the totals per currency. */
export async function statementPdf(statement: Statement): Promise<Buffer> {
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
  // Each font is registered with the document once it is needed; pdfkit embeds the glyphs used, no more.
  const chain = fontChain(statement.language)
  const registered = new Set<StatementFontKey>()
  const useFont = (key: StatementFontKey) => {
    if (!registered.has(key)) {
      doc.registerFont(key, statementFont(key).data)
      registered.add(key)
    }
    doc.font(key)
  }
  const primary = chain[0] as StatementFontKey
  useFont(primary)
  let size = 12
  const setSize = (points: number) => {
    size = points
    doc.fontSize(points)
  }
  /**
   * Writes a text in its script's fonts. One font: pdfkit lays it out (wrapping, alignment). Several: every run
   * sits on the baseline of the language's font (fonts differ in ascent: 佐藤 would ride above Thai words), and a
   * text that fits its width is placed run by run from their measured widths, since pdfkit aligns only a text's
   * last run right; a longer one wraps as runs continued from one another.
   */
  function write(text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { width: number }) {
    const runs = fontRuns(text, chain)
    if (runs.length <= 1) {
      useFont(runs[0]?.key ?? primary)
      doc.text(text, x, y, options)
      return
    }
    const { ascent, unitsPerEm } = statementFont(primary).font
    const baseline = -(ascent / unitsPerEm) * size
    const widths = runs.map((run) => {
      useFont(run.key)
      return doc.widthOfString(run.text)
    })
    const total = widths.reduce((sum, width) => sum + width, 0)
    if (total <= options.width) {
      let at = options.align === 'right' ? x + options.width - total : x
      runs.forEach((run, index) => {
        useFont(run.key)
        doc.text(run.text, at, y, { lineBreak: false, baseline })
        at += widths[index] ?? 0
      })
      useFont(primary)
      doc.x = x
      doc.y = y + doc.currentLineHeight(true)
      return
    }
    runs.forEach((run, index) => {
      useFont(run.key)
      const settings = { ...options, align: 'left' as const, baseline, continued: index < runs.length - 1 }
      if (index === 0) doc.text(run.text, x, y, settings)
      else doc.text(run.text, settings)
    })
  }
  const t = statement.texts
  const { sections, totals } = statementRows(statement)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  // Date, booker, status, amount, currency, reason: shares of the width.
  const columns = [0.15, 0.22, 0.15, 0.16, 0.08, 0.24]
  const row = (cells: string[], points = 8.5) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage()
    const top = doc.y
    let x = left
    let bottom = top
    cells.forEach((cell, index) => {
      const cellWidth = (columns[index] ?? 0.2) * width
      setSize(points)
      write(cell, x, top, { width: cellWidth - 6, align: index === 3 ? 'right' : 'left' })
      bottom = Math.max(bottom, doc.y)
      x += cellWidth
    })
    doc.x = left
    doc.y = bottom + 3
  }

  setSize(18)
  write(`${t.title} — ${monthName(statement)}`, left, doc.y, { width })
  doc.moveDown(0.3)
  setSize(10)
  write(`${t.provider}: ${statement.providerName}`, left, doc.y, { width })
  write(`${t.made}: ${dateFormat(statement).format(statement.madeAt)}. ${t.datesInUtc}`, left, doc.y, { width })
  for (const section of sections) {
    doc.moveDown(0.8)
    setSize(13)
    write(section.title, left, doc.y, { width })
    doc.moveDown(0.2)
    if (section.rows.length === 0) {
      setSize(9)
      write(t.nothing, left, doc.y, { width })
      continue
    }
    row([t.date, t.booker, t.status, t.amount, t.currency, t.reason], 8)
    for (const cells of section.rows) row(cells)
  }
  doc.moveDown(0.8)
  setSize(13)
  write(t.totals, left, doc.y, { width })
  doc.moveDown(0.2)
  if (totals.length === 0) {
    setSize(9)
    write(t.nothing, left, doc.y, { width })
  }
  for (const [label, amount, currency] of totals) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage()
    const top = doc.y
    setSize(10)
    write(label as string, left, top, { width: width * 0.6 })
    const bottom = doc.y
    write(`${amount} ${currency}`, left + width * 0.6, top, { width: width * 0.4, align: 'right' })
    doc.x = left
    doc.y = Math.max(bottom, doc.y) + 2
  }
  doc.end()
  return done
}
