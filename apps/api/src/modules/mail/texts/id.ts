import type { EmailTexts } from './en.ts'

/** The booking e-mails in Indonesian. */
export const id: EmailTexts = {
  subjectCreatedBooker: 'Permintaan pemesanan diterima — {name}',
  subjectCreatedRecipient: 'Permintaan pemesanan baru dari {name}',
  subjectAccepted: 'Pemesanan dikonfirmasi — {name}',
  subjectDeclined: 'Pemesanan ditolak — {name}',
  subjectCancelled: 'Pemesanan dibatalkan — {name}',
  subjectCompleted: 'Sesi selesai — {name}',
  subjectRefunded: 'Dana dikembalikan — {name}',
  greeting: 'Halo {name},',
  introCreatedBooker:
    'Terima kasih! Kami telah menerima permintaan pemesanan Anda dengan {name}. Anda akan menerima e-mail segera setelah ada jawaban.',
  introCreatedRecipient:
    '{name} ingin memesan sesi dengan Anda. Segera hubungi pemesan, lalu terima atau tolak permintaan ini di Rally.',
  introAccepted: '{name} telah menerima pemesanan Anda.',
  introAcceptedRecipient: 'Anda telah menerima pemesanan dari {name}. Berikut detailnya.',
  introDeclined:
    '{name} tidak dapat menerima pemesanan Anda kali ini. Anda dapat memesan partner atau spesialis lain di Rally.',
  introCancelled: 'Pemesanan Anda dengan {name} telah dibatalkan.',
  introCancelledRecipient: 'Pemesanan oleh {name} telah dibatalkan.',
  introCompleted:
    'Sesi Anda dengan {name} telah selesai. Semoga berjalan lancar; Anda dapat memberikan ulasan di Rally.',
  introRefunded:
    'Pembayaran untuk pemesanan Anda dengan {name} telah dikembalikan. Tergantung bank Anda, dana mungkin baru terlihat dalam beberapa hari kerja.',
  details: 'Detail pemesanan',
  reference: 'Referensi',
  with: 'Dengan',
  bookedBy: 'Dipesan oleh',
  sport: 'Olahraga',
  fee: 'Biaya',
  when: 'Tanggal dan waktu',
  status: 'Status',
  payment: 'Pembayaran',
  email: 'E-mail',
  phone: 'Telepon',
  whatsapp: 'WhatsApp',
  message: 'Pesan',
  videoCall: 'Panggilan video',
  joinCall: 'Gabung ke panggilan video',
  calendarNote: 'Undangan terlampir (.ics) menambahkan sesi ke kalender Anda.',
  calendarCancelNote: 'Pembaruan terlampir (.ics) menghapus sesi dari kalender Anda.',
  viewBookings: 'Lihat pemesanan Anda',
  footer: 'Anda menerima e-mail ini karena ada pemesanan yang dibuat di Rally.',
  notProvided: 'Tidak diisi',
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
    awaiting_confirmation: 'Menunggu konfirmasi',
    completed: 'Lunas',
    refunded: 'Dikembalikan',
  },
  sports: { Tennis: 'Tenis', Badminton: 'Bulu tangkis', Others: 'Lainnya' },
}
