/** Text made safe to put between HTML tags or inside a quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** One line of the details table; several values are shown one under the other. */
export type DetailRow = { label: string; values: string[] }

export type EmailContent = {
  language: string
  subject: string
  greeting: string
  intro: string
  /** A video-call link to show as a button. */
  call?: { label: string; url: string }
  detailsTitle: string
  rows: DetailRow[]
  /** A line under the details (the calendar invitation's note). */
  note?: string
  link: { label: string; url: string }
  footer: string
  /** Between a label and its value in the text part (": ", French " : ", "：" in Chinese and Japanese). */
  colon?: string
}

const colors = { text: '#18181b', muted: '#52525b', faint: '#71717a', accent: '#15803d', page: '#f4f4f5' }

/**
 * The one layout of Rally's e-mails, as plain text and as simple HTML with
 * inline styles (mail programs drop style sheets). Every value is escaped
 * here, so callers pass plain text, never markup.
 */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const rows = content.rows.filter((row) => row.values.some((value) => value.trim() !== ''))
  const colon = content.colon ?? ': '
  const text = [
    content.greeting,
    '',
    content.intro,
    ...(content.call ? ['', `${content.call.label}${colon}${content.call.url}`] : []),
    '',
    content.detailsTitle,
    ...rows.map((row) => `${row.label}${colon}${row.values.join(' / ')}`),
    ...(content.note ? ['', content.note] : []),
    '',
    `${content.link.label}${colon}${content.link.url}`,
    '',
    '--',
    content.footer,
    '',
  ].join('\n')

  const e = escapeHtml
  // A value typed on several lines (a contact message) keeps its lines: escaped first, then each break a <br>.
  const lines = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>')
  const tableRows = rows
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;font-weight:normal;color:${colors.muted};padding:6px 16px 6px 0;white-space:nowrap">${e(row.label)}</th>` +
        `<td style="padding:6px 0;word-break:break-word">${row.values.map(lines).join('<br>')}</td></tr>`,
    )
    .join('\n')
  const html = `<!doctype html>
<html lang="${e(content.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.page};font-family:Arial,Helvetica,sans-serif;color:${colors.text};font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="font-size:22px;font-weight:bold;color:${colors.accent};margin:0 0 16px">Rally</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 12px">${e(content.greeting)}</p>
<p style="margin:0 0 20px">${e(content.intro)}</p>
${
  content.call
    ? `<p style="margin:0 0 24px"><a href="${e(content.call.url)}" style="display:inline-block;background:${colors.accent};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${e(content.call.label)}</a></p>\n`
    : ''
}<h2 style="font-size:16px;margin:0 0 8px">${e(content.detailsTitle)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
${tableRows}
</table>
${content.note ? `<p style="margin:16px 0 0;font-size:14px;color:${colors.muted}">${e(content.note)}</p>\n` : ''}<p style="margin:24px 0 0"><a href="${e(content.link.url)}" style="color:${colors.accent};font-weight:bold">${e(content.link.label)}</a></p>
</div>
<p style="margin:16px 0 0;font-size:12px;color:${colors.faint}">${e(content.footer)}</p>
</div>
</body>
</html>
`
  return { text, html }
}
