import type { EmailTexts } from './en.ts'

/** The booking e-mails in German. */
export const de: EmailTexts = {
  subjectCreatedBooker: 'Buchungsanfrage erhalten — {name}',
  subjectCreatedRecipient: 'Neue Buchungsanfrage von {name}',
  subjectAccepted: 'Buchung bestätigt — {name}',
  subjectDeclined: 'Buchung abgelehnt — {name}',
  subjectCancelled: 'Buchung storniert — {name}',
  subjectCompleted: 'Einheit abgeschlossen — {name}',
  subjectRefunded: 'Rückerstattung veranlasst — {name}',
  greeting: 'Hallo {name},',
  introCreatedBooker:
    'Vielen Dank! Wir haben deine Buchungsanfrage bei {name} erhalten. Du bekommst eine E-Mail, sobald es eine Antwort gibt.',
  introCreatedRecipient:
    '{name} möchte eine Einheit mit dir buchen. Melde dich bald und nimm die Anfrage dann auf Rally an oder lehne sie ab.',
  introAccepted: '{name} hat deine Buchung angenommen.',
  introAcceptedRecipient: 'Du hast die Buchung von {name} angenommen. Hier sind die Details.',
  introDeclined:
    '{name} kann deine Buchung diesmal leider nicht annehmen. Auf Rally kannst du einen anderen Partner oder Spezialisten buchen.',
  introCancelled: 'Deine Buchung bei {name} wurde storniert.',
  introCancelledRecipient: 'Die Buchung von {name} wurde storniert.',
  introCompleted:
    'Deine Einheit mit {name} ist abgeschlossen. Wir hoffen, sie hat dir gefallen – auf Rally kannst du eine Bewertung abgeben.',
  introRefunded:
    'Deine Zahlung für die Buchung bei {name} wurde erstattet. Je nach Bank kann es einige Werktage dauern, bis sie sichtbar ist.',
  details: 'Buchungsdetails',
  reference: 'Referenz',
  with: 'Mit',
  bookedBy: 'Gebucht von',
  sport: 'Sportart',
  fee: 'Gebühr',
  when: 'Datum und Uhrzeit',
  status: 'Status',
  payment: 'Zahlung',
  email: 'E-Mail',
  phone: 'Telefon',
  whatsapp: 'WhatsApp',
  message: 'Nachricht',
  videoCall: 'Videoanruf',
  joinCall: 'Am Videoanruf teilnehmen',
  calendarNote: 'Mit der angehängten Einladung (.ics) kommt die Einheit in deinen Kalender.',
  calendarCancelNote: 'Die angehängte Aktualisierung (.ics) entfernt die Einheit aus deinem Kalender.',
  viewBookings: 'Deine Buchungen ansehen',
  footer: 'Du erhältst diese E-Mail wegen einer Buchung auf Rally.',
  notProvided: 'Nicht angegeben',
  colon: ': ',
  sessionSummary: 'Rally-Einheit mit {name}',
  statuses: {
    pending: 'Ausstehend',
    accepted: 'Angenommen',
    declined: 'Abgelehnt',
    cancelled: 'Storniert',
    completed: 'Abgeschlossen',
  },
  payments: {
    pending: 'Noch offen',
    awaiting_confirmation: 'Wartet auf Bestätigung',
    completed: 'Bezahlt',
    refunded: 'Erstattet',
  },
  sports: { Tennis: 'Tennis', Badminton: 'Badminton', Others: 'Sonstiges' },
}
