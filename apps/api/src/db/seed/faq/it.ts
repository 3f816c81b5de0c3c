import type { FaqText } from '@rally/shared'

export default {
  'book-partner': {
    question: 'Come prenoto un compagno di allenamento?',
    answer:
      'Scegli il tuo sport, apri Compagni di allenamento e seleziona un giocatore per classifica, città o nome. Nel suo profilo premi Prenota, inserisci i tuoi contatti, data e ora preferite e durata della sessione, poi scegli Prenota ora e paga dopo oppure Paga e prenota ora.',
  },
  'book-specialist': {
    question: 'Come prenoto una sessione con uno specialista sportivo?',
    answer:
      'Apri Specialista sportivo per il tuo sport, scegli un allenatore, fisioterapista, nutrizionista o altro specialista e premi Prenota. Le sessioni con gli specialisti si svolgono in videochiamata: scegli tu la durata in minuti e l’orario preferito.',
  },
  'account-required': {
    question: 'Serve un account per prenotare?',
    answer:
      'Sì. Accedi con il tuo account Google prima di prenotare, così prenotazioni, pagamenti e messaggi restano in un unico posto. Per avere un account devi avere almeno 18 anni.',
  },
  'one-request': {
    question: 'Perché posso avere una sola richiesta aperta alla volta?',
    answer:
      'Ogni utente può fare una richiesta alla volta. Partner e specialisti rispondono prima se non ricevono richieste doppie: aspetta che la tua richiesta aperta sia accettata, rifiutata o annullata prima di farne un’altra.',
  },
  'after-request': {
    question: 'Cosa succede dopo aver inviato una richiesta di prenotazione?',
    answer:
      'Ti inviamo una conferma via e-mail e avvisiamo il partner o lo specialista, che accetta o rifiuta la richiesta. Puoi seguirne lo stato in Le mie prenotazioni e ricevi un’e-mail a ogni cambiamento.',
  },
  'cancel-booking': {
    question: 'Posso annullare una prenotazione?',
    answer:
      'Sì. Apri Le mie prenotazioni e annulla una richiesta che non si è ancora svolta. L’annullamento ha effetto immediato e non costa nulla in più.',
  },
  'booking-fee': {
    question: 'Quanto costa una prenotazione?',
    answer:
      'La tariffa di prenotazione è di {inr} in India, {usd} in dollari statunitensi o {eur} in euro. Alcuni partner e specialisti fissano una propria tariffa per sessione, indicata nel loro profilo prima della prenotazione.',
  },
  'fee-covers': {
    question: 'A cosa serve la tariffa di prenotazione?',
    answer:
      'Riserva il tuo posto nel calendario del partner o dello specialista e copre il pagamento sicuro, le e-mail di conferma, il link video delle sessioni con gli specialisti e la nostra assistenza se qualcosa va storto.',
  },
  'pay-later': {
    question: 'Che cos’è Paga dopo?',
    answer:
      'Prenota ora e paga dopo invia la richiesta senza pagamento online: la prenotazione viene registrata con il pagamento in sospeso e paghi la tariffa prima della sessione nella pagina di pagamento, con codice QR UPI, carta o UPI.',
  },
  currency: {
    question: 'In quale valuta vengo addebitato?',
    answer:
      'I pagamenti online sono in rupie indiane (INR). Se la tua carta è in un’altra valuta, la banca converte l’importo al proprio tasso e può aggiungere una commissione sulle transazioni estere.',
  },
  'payment-methods': {
    question: 'Quali metodi di pagamento posso usare?',
    answer:
      'Carte di debito e di credito, UPI, il nostro codice QR UPI, che qualsiasi app UPI può scansionare, e gli altri metodi offerti dal pagamento sicuro, come l’home banking e i portafogli digitali.',
  },
  upi: {
    question: 'Posso pagare con UPI?',
    answer:
      'Sì. Scegli UPI al pagamento e approva la richiesta nella tua app UPI (Google Pay, PhonePe, Paytm, BHIM o l’app della tua banca), oppure scansiona il codice QR nella pagina di pagamento.',
  },
  'qr-code': {
    question: 'Come funziona il pagamento con codice QR?',
    answer:
      'Nella pagina di pagamento, scansiona il codice QR con qualsiasi app UPI; tocca il codice per ingrandirlo a schermo intero se è difficile da leggere. L’importo è già inserito. Dopo il pagamento, premi Ho pagato e indica il riferimento del pagamento, così possiamo confermarlo.',
  },
  'card-safety': {
    question: 'I dati della mia carta sono al sicuro?',
    answer:
      'I dati della carta si inseriscono nella finestra sicura del fornitore di pagamenti e non arrivano mai ai server di Rally. Riceviamo solo una conferma firmata del pagamento, che il nostro server verifica prima di confermare la prenotazione.',
  },
  'payment-failed': {
    question: 'Il pagamento non è riuscito o è stato annullato. E ora?',
    answer:
      'Un pagamento annullato non viene addebitato: riprova. Se il denaro è uscito dal conto ma la prenotazione non è stata creata, scrivici con il riferimento del pagamento e confermeremo la prenotazione o ti rimborseremo.',
    link: 'Contattaci',
  },
  'money-back': {
    question: 'Posso riavere i miei soldi?',
    answer:
      'Sì. C’è una garanzia soddisfatti o rimborsati di {refundDays} giorni dal primo acquisto: chiedi il rimborso entro {refundDays} giorni e ricevi l’intero importo.',
    link: 'Leggi la politica di rimborso e cancellazione',
  },
  'refund-time': {
    question: 'Quanto tempo richiede un rimborso?',
    answer:
      'I rimborsi tornano sul metodo di pagamento originale entro un massimo di {refundBusinessDays} giorni lavorativi. La tua banca potrebbe impiegare un po’ di più per mostrarli nell’estratto conto.',
  },
  'no-refund': {
    question: 'Quando non è possibile un rimborso?',
    answer:
      'Dopo più di {refundDays} giorni di utilizzo, dopo una violazione dei termini e condizioni o dell’informativa sulla privacy e con una tariffa promozionale o scontata.',
    link: 'Leggi la politica di rimborso e cancellazione',
  },
  'automatic-refund': {
    question: 'Ho pagato mentre avevo già una richiesta aperta. Pago due volte?',
    answer:
      'No. Ogni utente può fare una richiesta alla volta, quindi un pagamento fatto mentre un’altra richiesta è aperta viene rimborsato automaticamente sul metodo di pagamento originale, e ti avvisiamo via e-mail.',
  },
  'video-how': {
    question: 'Come funzionano le sessioni video con gli specialisti?',
    answer:
      'Quando lo specialista accetta la richiesta, creiamo una riunione video e inviamo il link via e-mail a entrambi. All’ora concordata, apri il link dall’e-mail o da Le mie prenotazioni per partecipare.',
  },
  'video-needs': {
    question: 'Cosa mi serve per una sessione video?',
    answer:
      'Un telefono, tablet o computer con fotocamera, microfono e una connessione internet stabile. Per l’analisi tecnica, posiziona il dispositivo in modo che si veda tutto il corpo, oppure chiedi a qualcuno di riprenderti.',
  },
  'video-missed': {
    question: 'E se lo specialista non si collega?',
    answer:
      'Aspetta qualche minuto, poi scrivici dall’indirizzo e-mail con cui hai prenotato. Fissiamo un nuovo orario con lo specialista o ti rimborsiamo secondo la politica di rimborso.',
    link: 'Contattaci',
  },
  'become-partner': {
    question: 'Come mi registro come compagno di allenamento?',
    answer:
      'Accedi, scegli il ruolo Compagno di allenamento durante la configurazione e completa il profilo: sport, livello, classifica, città, disponibilità e una foto. I giocatori possono prenotarti appena il profilo è attivo.',
  },
  'become-specialist': {
    question: 'Come mi registro come specialista sportivo?',
    answer:
      'Accedi, scegli Specialista sportivo durante la configurazione e compila il profilo: specialità, esperienza, risultati, tariffa per sessione, referenze, CV e certificati. Esaminiamo ogni candidatura prima di pubblicarla e ti avvisiamo via e-mail quando il profilo è approvato.',
  },
  'edit-profile': {
    question: 'Posso modificare il profilo in seguito?',
    answer:
      'Sì. Apri Profilo dal menu utente per aggiornare dati, foto, tariffa e disponibilità in qualsiasi momento; le modifiche compaiono subito nel profilo pubblico.',
  },
  'list-academy': {
    question: 'Come inserisco la mia accademia o il mio club?',
    answer:
      'Accedi e registra l’accademia con nome, sport, località, descrizione, immagine di copertina e link di contatto. Compare nella pagina Accademie del suo sport dopo l’approvazione; le accademie premium sono mostrate per prime.',
  },
  'find-jobs': {
    question: 'Dove trovo lavoro come allenatore?',
    answer:
      'Apri Lavoro nell’intestazione del tuo sport. Trovi le offerte di accademie e club con ruolo, località, tipo di contratto e stipendio, e puoi candidarti con il tuo CV.',
  },
  'post-vacancy': {
    question: 'La mia accademia può pubblicare offerte di lavoro?',
    answer:
      'Sì. Le accademie possono promuoversi, assumere allenatori e pubblicare offerte: descrivi ruolo, località, tipo di contratto, orario e stipendio, e gli allenatori si candidano direttamente.',
  },
} satisfies Record<string, FaqText>
