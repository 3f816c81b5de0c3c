import type { EmailTexts } from './en.ts'

/** The booking e-mails in Portuguese. */
export const pt: EmailTexts = {
  subjectCreatedBooker: 'Pedido de reserva recebido — {name}',
  subjectCreatedRecipient: 'Novo pedido de reserva de {name}',
  subjectAccepted: 'Reserva confirmada — {name}',
  subjectDeclined: 'Reserva recusada — {name}',
  subjectCancelled: 'Reserva cancelada — {name}',
  subjectCompleted: 'Sessão concluída — {name}',
  subjectRefunded: 'Reembolso efetuado — {name}',
  greeting: 'Olá, {name},',
  introCreatedBooker:
    'Obrigado! Recebemos o seu pedido de reserva com {name}. Você receberá um e-mail assim que houver uma resposta.',
  introCreatedRecipient:
    '{name} gostaria de reservar uma sessão com você. Entre em contato em breve e depois aceite ou recuse o pedido no Rally.',
  introAccepted: '{name} aceitou a sua reserva.',
  introAcceptedRecipient: 'Você aceitou a reserva feita por {name}. Confira os detalhes.',
  introDeclined:
    '{name} não pode aceitar a sua reserva desta vez. Você pode reservar outro parceiro ou especialista no Rally.',
  introCancelled: 'A sua reserva com {name} foi cancelada.',
  introCancelledRecipient: 'A reserva feita por {name} foi cancelada.',
  introCompleted:
    'A sua sessão com {name} foi concluída. Esperamos que tenha corrido bem; você pode deixar uma avaliação no Rally.',
  introRefunded:
    'O pagamento da sua reserva com {name} foi reembolsado. Dependendo do seu banco, pode levar alguns dias úteis para aparecer.',
  details: 'Detalhes da reserva',
  reference: 'Referência',
  with: 'Com',
  bookedBy: 'Reservado por',
  sport: 'Esporte',
  fee: 'Valor',
  when: 'Data e hora',
  status: 'Status',
  payment: 'Pagamento',
  email: 'E-mail',
  phone: 'Telefone',
  whatsapp: 'WhatsApp',
  message: 'Mensagem',
  videoCall: 'Videochamada',
  joinCall: 'Entrar na videochamada',
  calendarNote: 'O convite anexo (.ics) adiciona a sessão à sua agenda.',
  calendarCancelNote: 'A atualização anexa (.ics) remove a sessão da sua agenda.',
  viewBookings: 'Ver as suas reservas',
  footer: 'Você está recebendo este e-mail por causa de uma reserva feita no Rally.',
  notProvided: 'Não informado',
  colon: ': ',
  sessionSummary: 'Sessão Rally com {name}',
  statuses: {
    pending: 'Pendente',
    accepted: 'Aceita',
    declined: 'Recusada',
    cancelled: 'Cancelada',
    completed: 'Concluída',
  },
  payments: {
    pending: 'A pagar',
    awaiting_confirmation: 'Aguardando confirmação',
    completed: 'Pago',
    refunded: 'Reembolsado',
  },
  sports: { Tennis: 'Tênis', Badminton: 'Badminton', Others: 'Outro' },
}
