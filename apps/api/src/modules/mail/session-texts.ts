import type { LanguageCode } from '@rally/shared'
import { emailLanguage } from './email-texts.ts'

/**
 * The words of the e-mails around a session (issue 23): the reminders 24 hours and 1 hour before, and a
 * no-show's report, dispute and the operator's decision, in the 13 interface languages. `{name}` is the
 * other party, `{reference}` the booking's reference. The labels they share with the booking e-mails
 * (date and time, video call, reference) come from those texts.
 */
export type SessionTexts = {
  reminderSubject: { 1440: string; 60: string }
  reminderIntro: { 1440: string; 60: string }
  noShowReportedSubject: string
  noShowReportedIntro: string
  noShowDisputedSubject: string
  noShowDisputedIntro: string
  noShowUpheldSubject: string
  noShowUpheldIntro: string
  noShowRejectedSubject: string
  noShowRejectedIntro: string
  noShowRefunded: string
  reportNote: string
  disputeNote: string
}

const en: SessionTexts = {
  reminderSubject: {
    1440: 'Reminder: your session with {name} is in 24 hours',
    60: 'Your session with {name} starts in 1 hour',
  },
  reminderIntro: {
    1440: 'Your session with {name} is in 24 hours. The details are below.',
    60: 'Your session with {name} starts in one hour. The details are below.',
  },
  noShowReportedSubject: 'A no-show was reported — {reference}',
  noShowReportedIntro:
    '{name} reported that you did not come to the session below. If you did, you can dispute the report on your bookings page on Rally.',
  noShowDisputedSubject: 'Your no-show report was disputed — {reference}',
  noShowDisputedIntro:
    '{name} disputes your report that they did not come to the session below. Our team will review it and tell you both the outcome.',
  noShowUpheldSubject: 'No-show report upheld — {reference}',
  noShowUpheldIntro: 'Our team reviewed the no-show report for your session with {name} and upheld it.',
  noShowRejectedSubject: 'No-show report rejected — {reference}',
  noShowRejectedIntro: 'Our team reviewed the no-show report for your session with {name} and rejected it.',
  noShowRefunded: 'The booking’s payment is being refunded in full to the original payment method.',
  reportNote: 'Report',
  disputeNote: 'Dispute',
}

const es: SessionTexts = {
  reminderSubject: {
    1440: 'Recordatorio: tu sesión con {name} es dentro de 24 horas',
    60: 'Tu sesión con {name} empieza dentro de 1 hora',
  },
  reminderIntro: {
    1440: 'Tu sesión con {name} es dentro de 24 horas. Los detalles están abajo.',
    60: 'Tu sesión con {name} empieza dentro de una hora. Los detalles están abajo.',
  },
  noShowReportedSubject: 'Se ha informado de una ausencia — {reference}',
  noShowReportedIntro:
    '{name} ha informado de que no acudiste a la sesión de abajo. Si acudiste, puedes impugnar el informe en tu página de reservas de Rally.',
  noShowDisputedSubject: 'Tu informe de ausencia ha sido impugnado — {reference}',
  noShowDisputedIntro:
    '{name} impugna tu informe de que no acudió a la sesión de abajo. Nuestro equipo lo revisará y os comunicará el resultado a ambos.',
  noShowUpheldSubject: 'Informe de ausencia confirmado — {reference}',
  noShowUpheldIntro: 'Nuestro equipo ha revisado el informe de ausencia de tu sesión con {name} y lo ha confirmado.',
  noShowRejectedSubject: 'Informe de ausencia rechazado — {reference}',
  noShowRejectedIntro: 'Nuestro equipo ha revisado el informe de ausencia de tu sesión con {name} y lo ha rechazado.',
  noShowRefunded: 'El pago de la reserva se está reembolsando íntegramente al método de pago original.',
  reportNote: 'Informe',
  disputeNote: 'Impugnación',
}

const fr: SessionTexts = {
  reminderSubject: {
    1440: 'Rappel : votre séance avec {name} a lieu dans 24 heures',
    60: 'Votre séance avec {name} commence dans 1 heure',
  },
  reminderIntro: {
    1440: 'Votre séance avec {name} a lieu dans 24 heures. Les détails figurent ci-dessous.',
    60: 'Votre séance avec {name} commence dans une heure. Les détails figurent ci-dessous.',
  },
  noShowReportedSubject: 'Une absence a été signalée — {reference}',
  noShowReportedIntro:
    '{name} a signalé que vous n’êtes pas venu à la séance ci-dessous. Si vous étiez présent, vous pouvez contester ce signalement sur votre page de réservations Rally.',
  noShowDisputedSubject: 'Votre signalement d’absence est contesté — {reference}',
  noShowDisputedIntro:
    '{name} conteste votre signalement selon lequel il ou elle n’est pas venu à la séance ci-dessous. Notre équipe va l’examiner et vous informera tous les deux du résultat.',
  noShowUpheldSubject: 'Signalement d’absence confirmé — {reference}',
  noShowUpheldIntro: 'Notre équipe a examiné le signalement d’absence de votre séance avec {name} et l’a confirmé.',
  noShowRejectedSubject: 'Signalement d’absence rejeté — {reference}',
  noShowRejectedIntro: 'Notre équipe a examiné le signalement d’absence de votre séance avec {name} et l’a rejeté.',
  noShowRefunded: 'Le paiement de la réservation est remboursé en totalité sur le moyen de paiement d’origine.',
  reportNote: 'Signalement',
  disputeNote: 'Contestation',
}

const de: SessionTexts = {
  reminderSubject: {
    1440: 'Erinnerung: Ihre Einheit mit {name} ist in 24 Stunden',
    60: 'Ihre Einheit mit {name} beginnt in 1 Stunde',
  },
  reminderIntro: {
    1440: 'Ihre Einheit mit {name} ist in 24 Stunden. Die Details finden Sie unten.',
    60: 'Ihre Einheit mit {name} beginnt in einer Stunde. Die Details finden Sie unten.',
  },
  noShowReportedSubject: 'Nichterscheinen gemeldet — {reference}',
  noShowReportedIntro:
    '{name} hat gemeldet, dass Sie nicht zur unten genannten Einheit erschienen sind. Falls doch, können Sie der Meldung auf Ihrer Buchungsseite bei Rally widersprechen.',
  noShowDisputedSubject: 'Ihrer Meldung wurde widersprochen — {reference}',
  noShowDisputedIntro:
    '{name} widerspricht Ihrer Meldung, nicht zur unten genannten Einheit erschienen zu sein. Unser Team prüft den Fall und teilt Ihnen beiden das Ergebnis mit.',
  noShowUpheldSubject: 'Meldung des Nichterscheinens bestätigt — {reference}',
  noShowUpheldIntro: 'Unser Team hat die Meldung zu Ihrer Einheit mit {name} geprüft und bestätigt.',
  noShowRejectedSubject: 'Meldung des Nichterscheinens abgelehnt — {reference}',
  noShowRejectedIntro: 'Unser Team hat die Meldung zu Ihrer Einheit mit {name} geprüft und abgelehnt.',
  noShowRefunded: 'Die Zahlung der Buchung wird vollständig auf das ursprüngliche Zahlungsmittel erstattet.',
  reportNote: 'Meldung',
  disputeNote: 'Widerspruch',
}

const it: SessionTexts = {
  reminderSubject: {
    1440: 'Promemoria: la tua sessione con {name} è tra 24 ore',
    60: 'La tua sessione con {name} inizia tra 1 ora',
  },
  reminderIntro: {
    1440: 'La tua sessione con {name} è tra 24 ore. Trovi i dettagli qui sotto.',
    60: 'La tua sessione con {name} inizia tra un’ora. Trovi i dettagli qui sotto.',
  },
  noShowReportedSubject: 'È stata segnalata un’assenza — {reference}',
  noShowReportedIntro:
    '{name} ha segnalato che non ti sei presentato alla sessione qui sotto. Se eri presente, puoi contestare la segnalazione nella pagina delle tue prenotazioni su Rally.',
  noShowDisputedSubject: 'La tua segnalazione di assenza è stata contestata — {reference}',
  noShowDisputedIntro:
    '{name} contesta la tua segnalazione di non essersi presentato alla sessione qui sotto. Il nostro team la esaminerà e comunicherà l’esito a entrambi.',
  noShowUpheldSubject: 'Segnalazione di assenza confermata — {reference}',
  noShowUpheldIntro:
    'Il nostro team ha esaminato la segnalazione di assenza della tua sessione con {name} e l’ha confermata.',
  noShowRejectedSubject: 'Segnalazione di assenza respinta — {reference}',
  noShowRejectedIntro:
    'Il nostro team ha esaminato la segnalazione di assenza della tua sessione con {name} e l’ha respinta.',
  noShowRefunded: 'Il pagamento della prenotazione viene rimborsato per intero sul metodo di pagamento originale.',
  reportNote: 'Segnalazione',
  disputeNote: 'Contestazione',
}

const pt: SessionTexts = {
  reminderSubject: {
    1440: 'Lembrete: a sua sessão com {name} é daqui a 24 horas',
    60: 'A sua sessão com {name} começa daqui a 1 hora',
  },
  reminderIntro: {
    1440: 'A sua sessão com {name} é daqui a 24 horas. Os detalhes estão abaixo.',
    60: 'A sua sessão com {name} começa daqui a uma hora. Os detalhes estão abaixo.',
  },
  noShowReportedSubject: 'Foi comunicada uma ausência — {reference}',
  noShowReportedIntro:
    '{name} comunicou que você não compareceu à sessão abaixo. Se compareceu, pode contestar a comunicação na sua página de reservas da Rally.',
  noShowDisputedSubject: 'A sua comunicação de ausência foi contestada — {reference}',
  noShowDisputedIntro:
    '{name} contesta a sua comunicação de que não compareceu à sessão abaixo. A nossa equipa vai analisá-la e informar ambos do resultado.',
  noShowUpheldSubject: 'Comunicação de ausência confirmada — {reference}',
  noShowUpheldIntro: 'A nossa equipa analisou a comunicação de ausência da sua sessão com {name} e confirmou-a.',
  noShowRejectedSubject: 'Comunicação de ausência rejeitada — {reference}',
  noShowRejectedIntro: 'A nossa equipa analisou a comunicação de ausência da sua sessão com {name} e rejeitou-a.',
  noShowRefunded: 'O pagamento da reserva está a ser reembolsado na totalidade para o meio de pagamento original.',
  reportNote: 'Comunicação',
  disputeNote: 'Contestação',
}

const zh: SessionTexts = {
  reminderSubject: { 1440: '提醒：您与 {name} 的课程将在 24 小时后开始', 60: '您与 {name} 的课程将在 1 小时后开始' },
  reminderIntro: {
    1440: '您与 {name} 的课程将在 24 小时后开始。详情如下。',
    60: '您与 {name} 的课程将在一小时后开始。详情如下。',
  },
  noShowReportedSubject: '有人报告缺席 — {reference}',
  noShowReportedIntro: '{name} 报告您没有参加以下课程。如果您参加了，可以在 Rally 的预订页面对该报告提出异议。',
  noShowDisputedSubject: '您的缺席报告被提出异议 — {reference}',
  noShowDisputedIntro: '{name} 对您关于其未参加以下课程的报告提出异议。我们的团队将进行审核，并把结果告知双方。',
  noShowUpheldSubject: '缺席报告已被确认 — {reference}',
  noShowUpheldIntro: '我们的团队审核了您与 {name} 的课程的缺席报告，并确认了该报告。',
  noShowRejectedSubject: '缺席报告已被驳回 — {reference}',
  noShowRejectedIntro: '我们的团队审核了您与 {name} 的课程的缺席报告，并驳回了该报告。',
  noShowRefunded: '该预订的款项正在全额退回原支付方式。',
  reportNote: '报告',
  disputeNote: '异议',
}

const id: SessionTexts = {
  reminderSubject: {
    1440: 'Pengingat: sesi Anda dengan {name} 24 jam lagi',
    60: 'Sesi Anda dengan {name} dimulai 1 jam lagi',
  },
  reminderIntro: {
    1440: 'Sesi Anda dengan {name} 24 jam lagi. Detailnya ada di bawah.',
    60: 'Sesi Anda dengan {name} dimulai satu jam lagi. Detailnya ada di bawah.',
  },
  noShowReportedSubject: 'Ketidakhadiran dilaporkan — {reference}',
  noShowReportedIntro:
    '{name} melaporkan bahwa Anda tidak hadir di sesi di bawah. Jika Anda hadir, Anda dapat menyanggah laporan itu di halaman pemesanan Anda di Rally.',
  noShowDisputedSubject: 'Laporan ketidakhadiran Anda disanggah — {reference}',
  noShowDisputedIntro:
    '{name} menyanggah laporan Anda bahwa ia tidak hadir di sesi di bawah. Tim kami akan meninjaunya dan memberi tahu hasilnya kepada Anda berdua.',
  noShowUpheldSubject: 'Laporan ketidakhadiran diterima — {reference}',
  noShowUpheldIntro: 'Tim kami telah meninjau laporan ketidakhadiran untuk sesi Anda dengan {name} dan menerimanya.',
  noShowRejectedSubject: 'Laporan ketidakhadiran ditolak — {reference}',
  noShowRejectedIntro: 'Tim kami telah meninjau laporan ketidakhadiran untuk sesi Anda dengan {name} dan menolaknya.',
  noShowRefunded: 'Pembayaran pemesanan sedang dikembalikan sepenuhnya ke metode pembayaran semula.',
  reportNote: 'Laporan',
  disputeNote: 'Sanggahan',
}

const ms: SessionTexts = {
  reminderSubject: {
    1440: 'Peringatan: sesi anda dengan {name} dalam 24 jam lagi',
    60: 'Sesi anda dengan {name} bermula dalam 1 jam lagi',
  },
  reminderIntro: {
    1440: 'Sesi anda dengan {name} dalam 24 jam lagi. Butirannya di bawah.',
    60: 'Sesi anda dengan {name} bermula dalam satu jam lagi. Butirannya di bawah.',
  },
  noShowReportedSubject: 'Ketidakhadiran dilaporkan — {reference}',
  noShowReportedIntro:
    '{name} melaporkan bahawa anda tidak hadir ke sesi di bawah. Jika anda hadir, anda boleh mempertikaikan laporan itu di halaman tempahan anda di Rally.',
  noShowDisputedSubject: 'Laporan ketidakhadiran anda dipertikaikan — {reference}',
  noShowDisputedIntro:
    '{name} mempertikaikan laporan anda bahawa dia tidak hadir ke sesi di bawah. Pasukan kami akan menyemaknya dan memaklumkan keputusannya kepada anda berdua.',
  noShowUpheldSubject: 'Laporan ketidakhadiran diterima — {reference}',
  noShowUpheldIntro: 'Pasukan kami telah menyemak laporan ketidakhadiran bagi sesi anda dengan {name} dan menerimanya.',
  noShowRejectedSubject: 'Laporan ketidakhadiran ditolak — {reference}',
  noShowRejectedIntro:
    'Pasukan kami telah menyemak laporan ketidakhadiran bagi sesi anda dengan {name} dan menolaknya.',
  noShowRefunded: 'Bayaran tempahan sedang dikembalikan sepenuhnya ke kaedah pembayaran asal.',
  reportNote: 'Laporan',
  disputeNote: 'Pertikaian',
}

const ru: SessionTexts = {
  reminderSubject: {
    1440: 'Напоминание: ваше занятие с {name} через 24 часа',
    60: 'Ваше занятие с {name} начнётся через 1 час',
  },
  reminderIntro: {
    1440: 'Ваше занятие с {name} через 24 часа. Подробности ниже.',
    60: 'Ваше занятие с {name} начнётся через час. Подробности ниже.',
  },
  noShowReportedSubject: 'Сообщено о неявке — {reference}',
  noShowReportedIntro:
    '{name} сообщает, что вы не пришли на занятие, указанное ниже. Если вы были, оспорьте сообщение на странице ваших бронирований в Rally.',
  noShowDisputedSubject: 'Ваше сообщение о неявке оспорено — {reference}',
  noShowDisputedIntro:
    '{name} оспаривает ваше сообщение о неявке на занятие, указанное ниже. Наша команда рассмотрит его и сообщит результат вам обоим.',
  noShowUpheldSubject: 'Сообщение о неявке подтверждено — {reference}',
  noShowUpheldIntro: 'Наша команда рассмотрела сообщение о неявке на ваше занятие с {name} и подтвердила его.',
  noShowRejectedSubject: 'Сообщение о неявке отклонено — {reference}',
  noShowRejectedIntro: 'Наша команда рассмотрела сообщение о неявке на ваше занятие с {name} и отклонила его.',
  noShowRefunded: 'Оплата бронирования возвращается полностью на исходный способ оплаты.',
  reportNote: 'Сообщение',
  disputeNote: 'Возражение',
}

const th: SessionTexts = {
  reminderSubject: {
    1440: 'แจ้งเตือน: เซสชันของคุณกับ {name} จะเริ่มในอีก 24 ชั่วโมง',
    60: 'เซสชันของคุณกับ {name} จะเริ่มในอีก 1 ชั่วโมง',
  },
  reminderIntro: {
    1440: 'เซสชันของคุณกับ {name} จะเริ่มในอีก 24 ชั่วโมง รายละเอียดอยู่ด้านล่าง',
    60: 'เซสชันของคุณกับ {name} จะเริ่มในอีกหนึ่งชั่วโมง รายละเอียดอยู่ด้านล่าง',
  },
  noShowReportedSubject: 'มีการแจ้งว่าไม่มาตามนัด — {reference}',
  noShowReportedIntro: '{name} แจ้งว่าคุณไม่ได้มาเซสชันด้านล่าง หากคุณมา คุณสามารถโต้แย้งการแจ้งนี้ได้ที่หน้าการจองของคุณบน Rally',
  noShowDisputedSubject: 'การแจ้งว่าไม่มาตามนัดของคุณถูกโต้แย้ง — {reference}',
  noShowDisputedIntro: '{name} โต้แย้งการแจ้งของคุณว่าเขาไม่ได้มาเซสชันด้านล่าง ทีมงานของเราจะตรวจสอบและแจ้งผลให้ทั้งสองฝ่ายทราบ',
  noShowUpheldSubject: 'ยืนยันการแจ้งว่าไม่มาตามนัด — {reference}',
  noShowUpheldIntro: 'ทีมงานของเราได้ตรวจสอบการแจ้งว่าไม่มาตามนัดของเซสชันของคุณกับ {name} และยืนยันการแจ้งนั้น',
  noShowRejectedSubject: 'ปฏิเสธการแจ้งว่าไม่มาตามนัด — {reference}',
  noShowRejectedIntro: 'ทีมงานของเราได้ตรวจสอบการแจ้งว่าไม่มาตามนัดของเซสชันของคุณกับ {name} และปฏิเสธการแจ้งนั้น',
  noShowRefunded: 'กำลังคืนเงินค่าจองเต็มจำนวนไปยังช่องทางการชำระเงินเดิม',
  reportNote: 'การแจ้ง',
  disputeNote: 'การโต้แย้ง',
}

const ja: SessionTexts = {
  reminderSubject: {
    1440: 'リマインダー：{name} さんとのセッションは 24 時間後です',
    60: '{name} さんとのセッションは 1 時間後に始まります',
  },
  reminderIntro: {
    1440: '{name} さんとのセッションは 24 時間後です。詳細は以下のとおりです。',
    60: '{name} さんとのセッションは 1 時間後に始まります。詳細は以下のとおりです。',
  },
  noShowReportedSubject: '欠席が報告されました — {reference}',
  noShowReportedIntro:
    '{name} さんから、あなたが以下のセッションに来なかったとの報告がありました。参加していた場合は、Rally の予約ページでこの報告に異議を申し立てられます。',
  noShowDisputedSubject: 'あなたの欠席報告に異議が申し立てられました — {reference}',
  noShowDisputedIntro:
    '{name} さんは、以下のセッションに来なかったというあなたの報告に異議を申し立てています。担当チームが確認し、結果を双方にお知らせします。',
  noShowUpheldSubject: '欠席報告が認められました — {reference}',
  noShowUpheldIntro: '担当チームが {name} さんとのセッションの欠席報告を確認し、報告を認めました。',
  noShowRejectedSubject: '欠席報告が却下されました — {reference}',
  noShowRejectedIntro: '担当チームが {name} さんとのセッションの欠席報告を確認し、報告を却下しました。',
  noShowRefunded: '予約の代金は元のお支払い方法に全額返金されます。',
  reportNote: '報告',
  disputeNote: '異議',
}

const ko: SessionTexts = {
  reminderSubject: {
    1440: '알림: {name} 님과의 세션이 24시간 후입니다',
    60: '{name} 님과의 세션이 1시간 후에 시작됩니다',
  },
  reminderIntro: {
    1440: '{name} 님과의 세션이 24시간 후입니다. 자세한 내용은 아래와 같습니다.',
    60: '{name} 님과의 세션이 1시간 후에 시작됩니다. 자세한 내용은 아래와 같습니다.',
  },
  noShowReportedSubject: '불참이 신고되었습니다 — {reference}',
  noShowReportedIntro:
    '{name} 님이 회원님이 아래 세션에 오지 않았다고 신고했습니다. 참석하셨다면 Rally의 예약 페이지에서 이 신고에 이의를 제기할 수 있습니다.',
  noShowDisputedSubject: '회원님의 불참 신고에 이의가 제기되었습니다 — {reference}',
  noShowDisputedIntro:
    '{name} 님이 아래 세션에 오지 않았다는 회원님의 신고에 이의를 제기했습니다. 저희 팀이 검토한 후 두 분께 결과를 알려 드립니다.',
  noShowUpheldSubject: '불참 신고가 인정되었습니다 — {reference}',
  noShowUpheldIntro: '저희 팀이 {name} 님과의 세션에 대한 불참 신고를 검토하고 인정했습니다.',
  noShowRejectedSubject: '불참 신고가 기각되었습니다 — {reference}',
  noShowRejectedIntro: '저희 팀이 {name} 님과의 세션에 대한 불참 신고를 검토하고 기각했습니다.',
  noShowRefunded: '예약 결제 금액이 원래 결제 수단으로 전액 환불됩니다.',
  reportNote: '신고',
  disputeNote: '이의',
}

export const sessionTexts: Record<LanguageCode, SessionTexts> = { en, es, fr, de, it, pt, zh, id, ms, ru, th, ja, ko }

export function sessionTextsFor(language: string | null | undefined): SessionTexts {
  return sessionTexts[emailLanguage(language)]
}
