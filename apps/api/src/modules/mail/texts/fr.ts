import type { EmailTexts } from './en.ts'

/** The booking e-mails in French. */
export const fr: EmailTexts = {
  subjectCreatedBooker: 'Demande de réservation reçue — {name}',
  subjectCreatedRecipient: 'Nouvelle demande de réservation de {name}',
  subjectAccepted: 'Réservation confirmée — {name}',
  subjectDeclined: 'Réservation refusée — {name}',
  subjectCancelled: 'Réservation annulée — {name}',
  subjectCompleted: 'Séance terminée — {name}',
  subjectRefunded: 'Remboursement effectué — {name}',
  greeting: 'Bonjour {name},',
  introCreatedBooker:
    'Merci ! Nous avons bien reçu votre demande de réservation avec {name}. Vous recevrez un e-mail dès qu’elle aura une réponse.',
  introCreatedRecipient:
    '{name} souhaite réserver une séance avec vous. Prenez contact rapidement, puis acceptez ou refusez la demande sur Rally.',
  introAccepted: '{name} a accepté votre réservation.',
  introAcceptedRecipient: 'Vous avez accepté la réservation faite par {name}. En voici les détails.',
  introDeclined:
    '{name} ne peut pas accepter votre réservation cette fois-ci. Vous pouvez réserver un autre partenaire ou spécialiste sur Rally.',
  introCancelled: 'Votre réservation avec {name} a été annulée.',
  introCancelledRecipient: 'La réservation faite par {name} a été annulée.',
  introCompleted:
    'Votre séance avec {name} est terminée. Nous espérons qu’elle s’est bien passée ; vous pouvez laisser un avis sur Rally.',
  introRefunded:
    'Le paiement de votre réservation avec {name} a été remboursé. Selon votre banque, il peut falloir quelques jours ouvrés pour le voir apparaître.',
  details: 'Détails de la réservation',
  reference: 'Référence',
  with: 'Avec',
  bookedBy: 'Réservé par',
  sport: 'Sport',
  fee: 'Tarif',
  when: 'Date et heure',
  status: 'Statut',
  payment: 'Paiement',
  email: 'E-mail',
  phone: 'Téléphone',
  whatsapp: 'WhatsApp',
  message: 'Message',
  videoCall: 'Appel vidéo',
  joinCall: 'Rejoindre l’appel vidéo',
  calendarNote: 'L’invitation jointe (.ics) ajoute la séance à votre agenda.',
  calendarCancelNote: 'La mise à jour jointe (.ics) retire la séance de votre agenda.',
  viewBookings: 'Voir vos réservations',
  footer: 'Vous recevez cet e-mail à la suite d’une réservation faite sur Rally.',
  notProvided: 'Non renseigné',
  colon: ' : ',
  sessionSummary: 'Séance Rally avec {name}',
  statuses: {
    pending: 'En attente',
    accepted: 'Acceptée',
    declined: 'Refusée',
    cancelled: 'Annulée',
    completed: 'Terminée',
  },
  payments: {
    pending: 'À régler',
    awaiting_confirmation: 'En attente de confirmation',
    completed: 'Payé',
    refunded: 'Remboursé',
  },
  sports: { Tennis: 'Tennis', Badminton: 'Badminton', Others: 'Autre' },
}
