import type { Transaction } from '../../db/client.ts'
import type { ApprovalNotice, ApprovalNotifier } from '../approvals/approval-notifier.ts'
import { renderEmail } from './email-layout.ts'
import { emailLanguage, fillText, textsFor } from './email-texts.ts'
import type { OutboxWriter } from './outbox.ts'

/**
 * The console's decision e-mails: the owner of a specialist profile, partner profile, academy, rating,
 * testimonial, blog post, news article or vacancy hears that an operator approved it (with a link to
 * its public page) or declined it (with the reason), in the owner's own language, through the outbox
 * in the transaction of the decision.
 */
export function createApprovalNotifier({
  outbox,
  publicUrl,
}: {
  outbox: OutboxWriter
  publicUrl: string
}): ApprovalNotifier {
  const siteUrl = publicUrl.replace(/\/+$/, '')

  async function send(tx: Transaction, notice: ApprovalNotice, decision: 'approved' | 'declined') {
    const language = emailLanguage(notice.language)
    const texts = textsFor(language)
    const words = texts.approvals
    const values = { title: notice.title }
    // A testimonial's title is its author's name: the subject names the testimonial in our own words instead.
    const subject =
      notice.queue === 'testimonials'
        ? decision === 'approved'
          ? words.testimonialSubjectApproved
          : words.testimonialSubjectDeclined
        : fillText(decision === 'approved' ? words.subjectApproved : words.subjectDeclined, values)
    const intro = fillText((decision === 'approved' ? words.approved : words.declined)[notice.queue], values)
    const reason = [
      notice.reasonKey && notice.reasonKey !== 'other' ? words.reasons[notice.reasonKey] : null,
      notice.reasonText?.trim(),
    ]
      .filter(Boolean)
      .join(texts.colon)
    const url = decision === 'approved' && notice.publicPath ? `${siteUrl}${notice.publicPath}` : `${siteUrl}/`
    const { text, html } = renderEmail({
      language,
      subject,
      greeting: fillText(texts.greeting, { name: notice.name }),
      intro,
      detailsTitle: words.details,
      rows: [
        { label: words.item, values: [notice.title] },
        ...(decision === 'declined' ? [{ label: words.reason, values: [reason] }] : []),
      ],
      link: { label: decision === 'approved' && notice.publicPath ? words.viewPublic : words.visitRally, url },
      footer: decision === 'declined' ? words.footerDeclined : words.footer,
      colon: texts.colon,
    })
    await outbox.enqueue(tx, { to: notice.to, subject, text, html, attachments: [] })
  }

  return {
    approved: (tx, notice) => send(tx, notice, 'approved'),
    declined: (tx, notice) => send(tx, notice, 'declined'),
  }
}
