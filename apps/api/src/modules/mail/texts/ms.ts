import type { EmailTexts } from './en.ts'

/** The booking e-mails in Malay. */
export const ms: EmailTexts = {
  subjectCreatedBooker: 'Permintaan tempahan diterima — {name}',
  subjectCreatedRecipient: 'Permintaan tempahan baharu daripada {name}',
  subjectAccepted: 'Tempahan disahkan — {name}',
  subjectDeclined: 'Tempahan ditolak — {name}',
  subjectCancelled: 'Tempahan dibatalkan — {name}',
  subjectCompleted: 'Sesi selesai — {name}',
  subjectRefunded: 'Bayaran balik dibuat — {name}',
  greeting: 'Hai {name},',
  introCreatedBooker:
    'Terima kasih! Kami telah menerima permintaan tempahan anda dengan {name}. Anda akan menerima e-mel sebaik sahaja ada jawapan.',
  introCreatedRecipient:
    '{name} ingin menempah sesi dengan anda. Sila hubungi penempah segera, kemudian terima atau tolak permintaan ini di Rally.',
  introAccepted: '{name} telah menerima tempahan anda.',
  introAcceptedRecipient: 'Anda telah menerima tempahan daripada {name}. Berikut butirannya.',
  introDeclined:
    '{name} tidak dapat menerima tempahan anda kali ini. Anda boleh menempah rakan latihan atau pakar lain di Rally.',
  introCancelled: 'Tempahan anda dengan {name} telah dibatalkan.',
  introCancelledRecipient: 'Tempahan oleh {name} telah dibatalkan.',
  introCompleted:
    'Sesi anda dengan {name} telah selesai. Kami harap ia berjalan lancar; anda boleh memberikan maklum balas di Rally.',
  introRefunded:
    'Bayaran untuk tempahan anda dengan {name} telah dipulangkan. Bergantung pada bank anda, ia mungkin mengambil beberapa hari bekerja untuk dipaparkan.',
  details: 'Butiran tempahan',
  reference: 'Rujukan',
  with: 'Dengan',
  bookedBy: 'Ditempah oleh',
  sport: 'Sukan',
  fee: 'Yuran',
  when: 'Tarikh dan masa',
  status: 'Status',
  payment: 'Bayaran',
  email: 'E-mel',
  phone: 'Telefon',
  whatsapp: 'WhatsApp',
  message: 'Mesej',
  videoCall: 'Panggilan video',
  joinCall: 'Sertai panggilan video',
  calendarNote: 'Jemputan yang dilampirkan (.ics) menambah sesi ini ke kalendar anda.',
  calendarCancelNote: 'Kemas kini yang dilampirkan (.ics) membuang sesi ini daripada kalendar anda.',
  viewBookings: 'Lihat tempahan anda',
  footer: 'Anda menerima e-mel ini kerana tempahan yang dibuat di Rally.',
  notProvided: 'Tidak dinyatakan',
  colon: ': ',
  sessionSummary: 'Sesi Rally dengan {name}',
  statuses: {
    pending: 'Menunggu',
    accepted: 'Diterima',
    declined: 'Ditolak',
    cancelled: 'Dibatalkan',
    completed: 'Selesai',
  },
  payments: {
    pending: 'Belum dibayar',
    awaiting_confirmation: 'Menunggu pengesahan',
    completed: 'Telah dibayar',
    refunded: 'Dipulangkan',
  },
  sports: { Tennis: 'Tenis', Badminton: 'Badminton', Others: 'Lain-lain' },
}
