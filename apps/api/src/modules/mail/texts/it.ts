import type { EmailTexts } from './en.ts'

/** The booking e-mails in Italian. */
export const it: EmailTexts = {
  subjectCreatedBooker: 'Richiesta di prenotazione ricevuta — {name}',
  subjectCreatedRecipient: 'Nuova richiesta di prenotazione da {name}',
  subjectAccepted: 'Prenotazione confermata — {name}',
  subjectDeclined: 'Prenotazione rifiutata — {name}',
  subjectCancelled: 'Prenotazione annullata — {name}',
  subjectCompleted: 'Sessione completata — {name}',
  subjectRefunded: 'Rimborso emesso — {name}',
  greeting: 'Ciao {name},',
  introCreatedBooker:
    'Grazie! Abbiamo ricevuto la tua richiesta di prenotazione con {name}. Riceverai un’e-mail non appena ci sarà una risposta.',
  introCreatedRecipient:
    '{name} vorrebbe prenotare una sessione con te. Mettiti presto in contatto, poi accetta o rifiuta la richiesta su Rally.',
  introAccepted: '{name} ha accettato la tua prenotazione.',
  introAcceptedRecipient: 'Hai accettato la prenotazione fatta da {name}. Ecco i dettagli.',
  introDeclined:
    '{name} questa volta non può accettare la tua prenotazione. Su Rally puoi prenotare un altro partner o specialista.',
  introCancelled: 'La tua prenotazione con {name} è stata annullata.',
  introCancelledRecipient: 'La prenotazione fatta da {name} è stata annullata.',
  introCompleted:
    'La tua sessione con {name} è terminata. Speriamo sia andata bene: puoi lasciare una recensione su Rally.',
  introRefunded:
    'Il pagamento della tua prenotazione con {name} è stato rimborsato. A seconda della banca, potrebbero servire alcuni giorni lavorativi perché compaia.',
  details: 'Dettagli della prenotazione',
  reference: 'Riferimento',
  with: 'Con',
  bookedBy: 'Prenotato da',
  sport: 'Sport',
  fee: 'Tariffa',
  when: 'Data e ora',
  status: 'Stato',
  payment: 'Pagamento',
  email: 'E-mail',
  phone: 'Telefono',
  whatsapp: 'WhatsApp',
  message: 'Messaggio',
  videoCall: 'Videochiamata',
  joinCall: 'Partecipa alla videochiamata',
  calendarNote: 'L’invito allegato (.ics) aggiunge la sessione al tuo calendario.',
  calendarCancelNote: 'L’aggiornamento allegato (.ics) rimuove la sessione dal tuo calendario.',
  viewBookings: 'Vedi le tue prenotazioni',
  footer: 'Ricevi questa e-mail per una prenotazione fatta su Rally.',
  notProvided: 'Non indicato',
  colon: ': ',
  sessionSummary: 'Sessione Rally con {name}',
  statuses: {
    pending: 'In attesa',
    accepted: 'Accettata',
    declined: 'Rifiutata',
    cancelled: 'Annullata',
    completed: 'Completata',
  },
  payments: {
    pending: 'Da pagare',
    awaiting_confirmation: 'In attesa di conferma',
    completed: 'Pagato',
    refunded: 'Rimborsato',
  },
  sports: { Tennis: 'Tennis', Badminton: 'Badminton', Others: 'Altro' },
}
