/** The words of the unsubscribe page, in the 13 languages (the confirmation in the person's own). */
const texts = {
  en: {
    title: 'Unsubscribe',
    confirm: 'Stop these e-mails from Rally?',
    button: 'Unsubscribe',
    done: 'Done: you will no longer get these e-mails. You can change this any time in your profile’s notification settings.',
    invalid: 'This unsubscribe link is not valid.',
  },
  es: {
    title: 'Cancelar suscripción',
    confirm: '¿Dejar de recibir estos correos de Rally?',
    button: 'Cancelar suscripción',
    done: 'Listo: ya no recibirás estos correos. Puedes cambiarlo cuando quieras en los ajustes de notificaciones de tu perfil.',
    invalid: 'Este enlace para cancelar la suscripción no es válido.',
  },
  fr: {
    title: 'Se désabonner',
    confirm: 'Ne plus recevoir ces e-mails de Rally ?',
    button: 'Se désabonner',
    done: 'C’est fait : vous ne recevrez plus ces e-mails. Vous pouvez changer cela à tout moment dans les réglages de notifications de votre profil.',
    invalid: 'Ce lien de désabonnement n’est pas valide.',
  },
  de: {
    title: 'Abmelden',
    confirm: 'Diese E-Mails von Rally abbestellen?',
    button: 'Abmelden',
    done: 'Erledigt: Du bekommst diese E-Mails nicht mehr. Du kannst das jederzeit in den Benachrichtigungseinstellungen deines Profils ändern.',
    invalid: 'Dieser Abmeldelink ist ungültig.',
  },
  it: {
    title: 'Annulla iscrizione',
    confirm: 'Non ricevere più queste e-mail da Rally?',
    button: 'Annulla iscrizione',
    done: 'Fatto: non riceverai più queste e-mail. Puoi cambiarlo quando vuoi nelle impostazioni delle notifiche del tuo profilo.',
    invalid: 'Questo link per annullare l’iscrizione non è valido.',
  },
  pt: {
    title: 'Cancelar inscrição',
    confirm: 'Parar de receber estes e-mails do Rally?',
    button: 'Cancelar inscrição',
    done: 'Pronto: você não receberá mais estes e-mails. Você pode mudar isso a qualquer momento nas configurações de notificações do seu perfil.',
    invalid: 'Este link de cancelamento não é válido.',
  },
  zh: {
    title: '退订',
    confirm: '不再接收 Rally 的这类邮件？',
    button: '退订',
    done: '已完成：你将不再收到这类邮件。你可以随时在个人资料的通知设置中更改。',
    invalid: '此退订链接无效。',
  },
  id: {
    title: 'Berhenti berlangganan',
    confirm: 'Berhenti menerima email ini dari Rally?',
    button: 'Berhenti berlangganan',
    done: 'Selesai: kamu tidak akan menerima email ini lagi. Kamu bisa mengubahnya kapan saja di pengaturan notifikasi profilmu.',
    invalid: 'Tautan berhenti berlangganan ini tidak valid.',
  },
  ms: {
    title: 'Nyahlanggan',
    confirm: 'Berhenti menerima e-mel ini daripada Rally?',
    button: 'Nyahlanggan',
    done: 'Selesai: anda tidak akan menerima e-mel ini lagi. Anda boleh mengubahnya bila-bila masa dalam tetapan pemberitahuan profil anda.',
    invalid: 'Pautan nyahlanggan ini tidak sah.',
  },
  ru: {
    title: 'Отписаться',
    confirm: 'Больше не получать эти письма от Rally?',
    button: 'Отписаться',
    done: 'Готово: вы больше не будете получать эти письма. Это можно изменить в любой момент в настройках уведомлений профиля.',
    invalid: 'Эта ссылка для отписки недействительна.',
  },
  th: {
    title: 'ยกเลิกการรับอีเมล',
    confirm: 'หยุดรับอีเมลเหล่านี้จาก Rally หรือไม่',
    button: 'ยกเลิกการรับอีเมล',
    done: 'เรียบร้อย: คุณจะไม่ได้รับอีเมลเหล่านี้อีก คุณเปลี่ยนได้ทุกเมื่อในการตั้งค่าการแจ้งเตือนของโปรไฟล์',
    invalid: 'ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง',
  },
  ja: {
    title: '配信停止',
    confirm: 'Rally からのこのメールの配信を停止しますか？',
    button: '配信停止',
    done: '完了しました。今後このメールは届きません。プロフィールの通知設定からいつでも変更できます。',
    invalid: 'この配信停止リンクは無効です。',
  },
  ko: {
    title: '수신 거부',
    confirm: 'Rally의 이 이메일 수신을 중단할까요?',
    button: '수신 거부',
    done: '완료: 더 이상 이 이메일을 받지 않습니다. 프로필의 알림 설정에서 언제든지 변경할 수 있습니다.',
    invalid: '이 수신 거부 링크는 유효하지 않습니다.',
  },
} as const

export type UnsubscribeLanguage = keyof typeof texts
export const unsubscribeTexts = texts

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The page: a confirmation with one button (a POST), the result, or a refusal of a bad link. */
export function unsubscribePage(state: 'confirm' | 'done' | 'invalid', token: string, language = 'en'): string {
  const words = texts[(language in texts ? language : 'en') as UnsubscribeLanguage]
  const body =
    state === 'confirm'
      ? `<p>${escapeHtml(words.confirm)}</p><form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(words.button)}</button></form>`
      : `<p>${escapeHtml(state === 'done' ? words.done : words.invalid)}</p>`
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)} · Rally</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;min-height:44px}</style></head><body><h1>${escapeHtml(words.title)}</h1>${body}</body></html>`
}
