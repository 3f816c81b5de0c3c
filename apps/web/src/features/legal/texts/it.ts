/** The legal documents in Italian: a translation of `en.ts`, with the same keys, entries and placeholders. */
import type { LegalTexts } from './en.ts'

const texts: LegalTexts = {
  ui: {
    version: 'Versione {{version}}',
    effectiveDate: 'In vigore dal {{date}}',
    contents: 'In questa pagina',
    otherDocuments: 'Altre politiche',
    questions: 'Domande su questo documento? Scriva a {{supportEmail}}.',
    termsUpdate: {
      title: 'I nostri Termini e condizioni sono cambiati',
      body: 'Abbiamo pubblicato la versione {{version}} dei Termini e condizioni, in vigore dal {{date}}. La preghiamo di leggere le modifiche e di accettarle per continuare a utilizzare il Suo account.',
      whatChanged: 'Che cosa è cambiato nei Termini e condizioni',
      privacyPolicy: 'Informativa sulla privacy',
      accept: 'Accetto',
      accepting: 'Salvataggio...',
      failed: 'Non è stato possibile salvare la Sua accettazione. La preghiamo di riprovare.',
    },
  },

  privacyPolicy: {
    title: 'Informativa sulla privacy',
    description:
      'Come Rally raccoglie, utilizza, condivide e protegge i dati personali di giocatori, genitori, allenatori, sparring partner e accademie, e quali diritti Lei ha su tali dati.',
    sections: {
      whoWeAre: {
        heading: 'Chi siamo',
        body: [
          'Rally è un marketplace per gli sport di racchetta (tennis e badminton) gestito da {{companyName}}, una società registrata in India («Rally», «noi»). Giocatori e genitori utilizzano Rally per prenotare sparring partner e specialisti sportivi, seguire sessioni video con allenatori e trovare accademie e offerte di lavoro da qualsiasi parte del mondo.',
          '{{companyName}} è il titolare del trattamento (il «data fiduciary» ai sensi della legge indiana) dei dati personali descritti nella presente informativa. Per qualsiasi questione relativa alla presente informativa può contattarci all’indirizzo {{supportEmail}} o al numero {{supportPhone}}.',
        ],
      },
      dataWeCollect: {
        heading: 'I dati che raccogliamo',
        body: [
          'Raccogliamo soltanto i dati necessari per gestire il marketplace:',
          '- Dati dell’account provenienti dall’accesso con Google: nome, indirizzo e-mail, immagine del profilo e identificativo dell’account Google. Non vediamo mai la Sua password di Google.',
          '- Dati del profilo che ci fornisce: nome utente, ruolo (giocatore, genitore, allenatore, sparring partner o accademia), numeri di telefono e di WhatsApp, paese e città, sport, livello di gioco, biografia, tariffe e disponibilità.',
          '- File che carica: foto del profilo, curriculum, certificati, loghi delle accademie e immagini della galleria.',
          '- Dati delle prenotazioni: chi ha prenotato chi, lo sport, la data e l’ora richieste, i messaggi che scrive in un modulo di prenotazione e lo stato di ogni prenotazione.',
          '- Dati di pagamento: importo, valuta, metodo e stato di un pagamento e gli identificativi restituiti dal nostro fornitore di servizi di pagamento. I dati della carta e di UPI vengono inseriti nella pagina del fornitore di servizi di pagamento; non riceviamo né conserviamo numeri di carta o PIN UPI.',
          '- Valutazioni, recensioni, testimonianze, articoli del blog e altri contenuti che pubblica.',
          '- Dati tecnici: la lingua preferita, le pagine richieste, l’indirizzo IP e il tipo di browser, conservati nei log del server per mantenere sicuro il servizio.',
        ],
      },
      howWeUse: {
        heading: 'Come utilizziamo i Suoi dati',
        body: [
          '- Per creare e proteggere il Suo account e mantenere attivo il Suo accesso.',
          '- Per mostrare il Suo profilo pubblico a chi cerca uno sparring partner, uno specialista o un’accademia, se ha scelto un ruolo che ne prevede uno.',
          '- Per organizzare le prenotazioni: comunichiamo il Suo nome e i Suoi recapiti alla persona che prenota, e i suoi a Lei, affinché la sessione possa svolgersi.',
          '- Per incassare i pagamenti, effettuare i rimborsi e tenere le scritture contabili richieste dalla legge.',
          '- Per creare i link delle sessioni video prenotate.',
          '- Per inviarLe e-mail relative al Suo account, alle Sue prenotazioni, ai pagamenti e ai rimborsi, nonché le risposte ai Suoi messaggi.',
          '- Per mostrare valutazioni e recensioni e per moderare i contenuti che violano i nostri Termini e condizioni.',
          '- Per prevenire frodi e abusi e per correggere errori.',
          'Non vendiamo i Suoi dati personali e non li utilizziamo per la pubblicità di terzi.',
        ],
      },
      legalBases: {
        heading: 'Su quali basi giuridiche li utilizziamo',
        body: [
          'Utilizziamo i Suoi dati per eseguire il contratto con Lei (il Suo account e le Sue prenotazioni), in base al Suo consenso (ad esempio per un profilo pubblico o per e-mail facoltative), per adempiere a obblighi di legge (scritture fiscali e contabili) e per il nostro legittimo interesse a mantenere Rally sicuro e funzionante. Quando la legge del Suo paese richiede il consenso, Glielo chiediamo, e Lei può revocarlo in qualsiasi momento senza pregiudicare quanto effettuato in precedenza.',
        ],
      },
      sharing: {
        heading: 'Con chi li condividiamo',
        body: [
          'Condividiamo i dati personali soltanto con chi ne ha bisogno per fornire il servizio, in base a contratti che lo obbligano a proteggerli:',
          '- L’allenatore, lo sparring partner, l’accademia o il giocatore che è l’altra parte di una prenotazione.',
          '- Google, per l’accesso.',
          '- Razorpay, il nostro fornitore di servizi di pagamento, per elaborare pagamenti con carta, UPI e altri metodi, nonché i rimborsi.',
          '- Zoom o Jitsi, per ospitare le sessioni video.',
          '- I nostri fornitori di hosting, archiviazione e posta elettronica.',
          '- Le autorità, quando la legge lo richiede o per tutelare i diritti e la sicurezza dei nostri utenti.',
        ],
      },
      storage: {
        heading: 'Dove sono conservati i Suoi dati',
        body: [
          'I Suoi dati sono conservati su server in India. Quando persone al di fuori dell’India utilizzano Rally, i loro dati vengono trasferiti in India; quando i nostri fornitori trattano dati in altri paesi, ci avvaliamo delle garanzie riconosciute dalla legge, come le clausole contrattuali standard della Commissione europea per i dati provenienti dallo Spazio economico europeo, dal Regno Unito e dalla Svizzera.',
        ],
      },
      retention: {
        heading: 'Per quanto tempo li conserviamo',
        body: [
          'Conserviamo i dati del Suo account finché l’account esiste. Quando elimina il Suo account, cancelliamo o rendiamo anonimi il Suo profilo, i file caricati e i Suoi recapiti entro un termine ragionevole, salvo quanto siamo tenuti a conservare per legge: i documenti relativi a pagamenti e fatture sono conservati per il periodo previsto dalla normativa fiscale e contabile indiana. I log del server sono conservati per un breve periodo e poi cancellati.',
        ],
      },
      yourRights: {
        heading: 'I Suoi diritti',
        body: [
          'Ovunque risieda, può chiederci di:',
          '- indicarLe i dati personali che deteniamo su di Lei e fornirGliene una copia;',
          '- rettificare i dati inesatti o incompleti (può anche modificare personalmente il Suo profilo);',
          '- cancellare i Suoi dati e il Suo account;',
          '- limitare alcuni utilizzi dei Suoi dati o cessarli se Lei vi si oppone, e prendere atto della revoca di un consenso da Lei prestato;',
          '- ricevere in un formato portabile i dati che ci ha fornito.',
          'Scriva a {{supportEmail}} dall’indirizzo e-mail del Suo account. Rispondiamo entro i termini previsti dalla legge. Se risiede nello Spazio economico europeo o nel Regno Unito, può anche presentare reclamo alla Sua autorità per la protezione dei dati e, in India, al Data Protection Board of India; gradiremmo tuttavia avere prima l’opportunità di risolvere la questione.',
        ],
      },
      children: {
        heading: 'Minori',
        body: [
          'Per creare un account deve avere almeno {{minimumAge}} anni. I giovani giocatori partecipano tramite un genitore o un tutore, che crea l’account, effettua le prenotazioni e ne è responsabile. Non raccogliamo consapevolmente dati personali di minori tramite account; se ritiene che un minore ci abbia fornito dati personali, scriva a {{supportEmail}} e li cancelleremo.',
        ],
      },
      security: {
        heading: 'Come li proteggiamo',
        body: [
          'Cifriamo i dati in transito, verifichiamo ogni accesso con Google, manteniamo le sessioni revocabili, limitiamo l’accesso ai dati personali alle persone che ne hanno bisogno e verifichiamo le conferme di pagamento con il nostro fornitore di servizi di pagamento. Nessun sistema è perfettamente sicuro; se una violazione riguarda i Suoi dati, ne informeremo Lei e le autorità come previsto dalla legge.',
        ],
      },
      cookies: {
        heading: 'Cookie e archiviazione locale',
        body: [
          'Rally memorizza la Sua sessione e la Sua lingua preferita nel Suo browser, affinché Lei resti connesso e possa leggere il sito nella Sua lingua. Un modulo di prenotazione conserva nel Suo browser quanto ha digitato finché non lo invia. Non utilizziamo cookie pubblicitari. Google e Razorpay possono impostare i propri cookie quando Lei accede o effettua un pagamento.',
        ],
      },
      changes: {
        heading: 'Modifiche alla presente informativa',
        body: [
          'Quando modifichiamo la presente informativa, pubblichiamo qui la nuova versione con il relativo numero di versione e la data di entrata in vigore. Se la modifica incide sul modo in cui utilizziamo i Suoi dati, La informiamo via e-mail o sul sito prima che entri in vigore.',
        ],
      },
      contact: {
        heading: 'Contatti',
        body: [
          'Per domande o richieste relative alla privacy, scriva a {{supportEmail}}, chiami il numero {{supportPhone}} o ci invii un messaggio WhatsApp al numero {{whatsappNumber}}.',
        ],
      },
    },
  },

  termsAndConditions: {
    title: 'Termini e condizioni',
    description:
      'Le regole per l’utilizzo di Rally: account, prenotazioni con sparring partner, specialisti e accademie, pagamenti, sessioni video, contenuti che Lei pubblica e le nostre responsabilità.',
    sections: {
      changes: {
        heading: 'Che cosa è cambiato in questa versione',
        body: [
          '- I rimborsi e le cancellazioni sono ora disciplinati dalla nostra Politica di rimborso e cancellazione e dalla nostra Politica di cambio e rimborso, che fanno parte dei presenti termini.',
          '- Ora registriamo quale versione dei presenti termini Lei ha accettato e Le chiediamo di accettarli nuovamente quando cambiano.',
          '- Le regole sui contenuti che Lei pubblica (recensioni, testimonianze e articoli del blog) sono indicate in una sezione apposita.',
        ],
      },
      agreement: {
        heading: 'Accordo',
        body: [
          'I presenti termini costituiscono un accordo tra Lei e {{companyName}}, società registrata in India che gestisce Rally. Creando un account o effettuando una prenotazione, Lei accetta i presenti termini e la nostra Informativa sulla privacy. Se non li accetta, non utilizzi Rally.',
        ],
      },
      eligibility: {
        heading: 'Chi può utilizzare Rally',
        body: [
          '- Per creare un account deve avere almeno {{minimumAge}} anni. Un genitore o un tutore può creare un account e prenotare sessioni per un giocatore più giovane, ed è responsabile dell’utilizzo di Rally da parte di tale giocatore.',
          '- Per utilizzare i servizi della piattaforma oltre alla consultazione delle pagine pubbliche è necessario un account. L’accesso avviene con un account Google.',
          '- Al momento della registrazione deve fornire informazioni esatte, complete e attuali e mantenerle aggiornate. Non può spacciarsi per un’altra persona né avere più di un account per lo stesso ruolo.',
          '- Lei è responsabile di tutto ciò che avviene tramite il Suo account. Ci avvisi immediatamente all’indirizzo {{supportEmail}} se ritiene che qualcun altro lo stia utilizzando.',
        ],
      },
      service: {
        heading: 'Che cosa fa Rally',
        body: [
          'Rally mette in contatto giocatori e genitori con sparring partner, specialisti sportivi (allenatori) e accademie. Allenatori, sparring partner e accademie sono indipendenti: non sono nostri dipendenti né nostri agenti e sono responsabili delle sessioni che svolgono, delle informazioni riportate nei loro profili e delle proprie qualifiche. Verifichiamo i profili prima che vengano pubblicati, ma non garantiamo l’esito di alcuna sessione.',
        ],
      },
      bookings: {
        heading: 'Prenotazioni',
        body: [
          '- Una prenotazione è una richiesta rivolta alla persona o all’accademia da Lei scelta. È confermata solo quando questa la accetta; può anche rifiutarla.',
          '- Può avere una sola richiesta di prenotazione aperta alla volta.',
          '- Le sessioni con gli specialisti si svolgono in videochiamata (Zoom o Jitsi); il link viene inviato quando la sessione è accettata. Sia puntuale e si assicuri che videocamera, microfono e connessione funzionino.',
          '- Le sessioni di sparring si svolgono nel luogo e all’ora concordati con il Suo partner. Rispetti le regole dell’impianto e giochi in sicurezza; Lei svolge attività fisica a proprio rischio, nei limiti consentiti dalla legge.',
        ],
      },
      payments: {
        heading: 'Tariffe e pagamenti',
        body: [
          'La tariffa di prenotazione viene indicata prima del pagamento ({{bookingFees}} per una prenotazione standard). Può pagare online con carta, UPI o con gli altri metodi offerti dal nostro fornitore di servizi di pagamento Razorpay, scansionando il nostro codice QR UPI, oppure scegliere «Paga dopo», ove disponibile, e pagare prima della sessione. Salvo diversa indicazione, i prezzi includono le imposte applicabili. Una prenotazione pagata online viene registrata solo quando il fornitore di servizi di pagamento conferma il pagamento.',
        ],
      },
      cancellations: {
        heading: 'Cancellazioni e rimborsi',
        body: [
          'Può cancellare una prenotazione in qualsiasi momento; la cancellazione ha effetto immediato e non comporta costi aggiuntivi. Il diritto alla restituzione del denaro è disciplinato dalla nostra Politica di rimborso e cancellazione e dalla nostra Politica di cambio e rimborso, che fanno parte dei presenti termini.',
        ],
      },
      content: {
        heading: 'Contenuti che Lei pubblica',
        body: [
          'Lei conserva i diritti su foto, curriculum, certificati, recensioni, testimonianze e articoli del blog che pubblica su Rally e ci concede una licenza non esclusiva, valida in tutto il mondo e gratuita per ospitarli, mostrarli e adattarli (ad esempio ridimensionare un’immagine) al fine di gestire e promuovere il servizio. Lei conferma di avere il diritto di pubblicarli e che sono veritieri.',
          'Recensioni e valutazioni devono descrivere la Sua esperienza personale. Non può pubblicare contenuti illeciti, ingannevoli, che incitano all’odio, molesti o a sfondo sessuale, che violano i diritti altrui o che pubblicizzano altri servizi. Possiamo esaminare, nascondere o rimuovere contenuti e sospendere gli account che violano queste regole.',
        ],
      },
      conduct: {
        heading: 'Uso consentito',
        body: [
          '- Tratti con rispetto gli altri giocatori, genitori, allenatori e accademie, online e in campo.',
          '- Non utilizzi Rally per contattare persone per scopi diversi da quelli sportivi, per inviare spam o per concordare pagamenti al di fuori di Rally per prenotazioni effettuate su Rally.',
          '- Non tenti di danneggiare, sovraccaricare, estrarre automaticamente dati dal servizio o decompilarlo, né di accedere a dati che non Le appartengono.',
          '- Tuteli i minori: le sessioni con un giovane giocatore si svolgono con la consapevolezza di un genitore o di un tutore.',
        ],
      },
      suspension: {
        heading: 'Sospensione e chiusura dell’account',
        body: [
          'Può chiudere il Suo account in qualsiasi momento scrivendo a {{supportEmail}}. Possiamo sospendere o chiudere un account che viola i presenti termini o l’Informativa sulla privacy, che fornisce informazioni false o che mette a rischio altri utenti; ove possibile, Le comunichiamo prima il motivo. Una violazione dei presenti termini o dell’Informativa sulla privacy fa inoltre venir meno qualsiasi diritto al rimborso.',
        ],
      },
      liability: {
        heading: 'La nostra responsabilità',
        body: [
          'Forniamo Rally con ragionevole cura e competenza, ma non possiamo garantire che sia sempre disponibile o privo di errori. Nella misura consentita dalla legge, non siamo responsabili per danni indiretti o consequenziali, e la nostra responsabilità complessiva per qualsiasi pretesa relativa a una prenotazione è limitata all’importo che ci ha pagato per tale prenotazione. Nessuna disposizione dei presenti termini limita una responsabilità che non può essere limitata per legge, né i Suoi diritti di consumatore previsti dalla legge del Suo paese.',
        ],
      },
      law: {
        heading: 'Legge applicabile e controversie',
        body: [
          'I presenti termini sono disciplinati dalla legge indiana. La preghiamo di contattarci prima, affinché possiamo cercare di risolvere qualsiasi controversia. In caso contrario, sono competenti i tribunali di Bengaluru (India), senza che ciò La privi della tutela prevista dalle norme imperative a tutela dei consumatori del paese in cui risiede.',
        ],
      },
      updates: {
        heading: 'Modifiche ai presenti termini',
        body: [
          'Possiamo modificare i presenti termini quando cambiano il servizio o la legge. Pubblichiamo ogni versione con il relativo numero di versione e la data di entrata in vigore, e chiediamo agli utenti che hanno effettuato l’accesso di accettare la nuova versione prima di continuare a utilizzare il proprio account.',
        ],
      },
      contact: {
        heading: 'Contatti',
        body: ['Domande sui presenti termini: {{supportEmail}}, {{supportPhone}} oppure WhatsApp {{whatsappNumber}}.'],
      },
    },
  },

  refundPolicy: {
    title: 'Politica di rimborso e cancellazione',
    description:
      'La garanzia «soddisfatti o rimborsati» di Rally: quando un pagamento viene rimborsato, quanto tempo impiega un rimborso ad arrivare e come funziona la cancellazione di una prenotazione.',
    sections: {
      guarantee: {
        heading: 'La nostra garanzia «soddisfatti o rimborsati» di {{refundWindowDays}} giorni',
        body: [
          'Se non è soddisfatto, può ottenere la restituzione del denaro entro {{refundWindowDays}} giorni dal Suo primo acquisto su Rally. La garanzia decorre dalla data del Suo primo acquisto (la Sua prima prenotazione a pagamento o il Suo primo abbonamento).',
        ],
      },
      exclusions: {
        heading: 'Quando non è previsto alcun rimborso',
        body: [
          'Un pagamento non viene rimborsato:',
          '- dopo più di {{refundWindowDays}} giorni di utilizzo;',
          '- se Lei ha violato i nostri Termini e condizioni o la nostra Informativa sulla privacy;',
          '- se ha pagato una tariffa promozionale o scontata.',
        ],
      },
      howRefundsArrive: {
        heading: 'Come riceve un rimborso',
        body: [
          'Il rimborso viene effettuato sul metodo di pagamento originale: la carta, l’account UPI o l’altro metodo con cui ha pagato. Arriva entro {{refundArrivalBusinessDays}} giorni lavorativi al massimo dalla nostra approvazione; è poi la Sua banca o l’emittente della Sua carta a stabilire quando compare nel Suo estratto conto.',
          'Se ha pagato scansionando il nostro codice QR UPI, il rimborso viene effettuato sull’account UPI da cui proviene il pagamento. Per le prenotazioni effettuate con «Paga dopo» e non ancora pagate, e per le prenotazioni gratuite, non vi è nulla da rimborsare.',
        ],
      },
      cancellation: {
        heading: 'Cancellare una prenotazione',
        body: [
          'Può cancellare una prenotazione in qualsiasi momento da «Le mie prenotazioni». La cancellazione ha effetto immediato e non comporta alcun costo aggiuntivo. Quando una prenotazione cancellata rientra nella garanzia sopra descritta, il rimborso viene avviato automaticamente e La informiamo via e-mail.',
          'Se un allenatore, uno sparring partner o un’accademia rifiuta o cancella una prenotazione che Lei ha pagato, può chiedere un rimborso o un cambio secondo quanto descritto nella nostra Politica di cambio e rimborso.',
        ],
      },
      howToAsk: {
        heading: 'Come chiedere un rimborso',
        body: [
          'Cancelli la prenotazione in «Le mie prenotazioni» oppure scriva a {{supportEmail}} dall’indirizzo e-mail del Suo account indicando la prenotazione e il motivo. Può anche chiamare il numero {{supportPhone}} o inviarci un messaggio WhatsApp al numero {{whatsappNumber}}. Rispondiamo a ogni richiesta e Le comunichiamo l’esito via e-mail.',
        ],
      },
    },
  },

  exchangeAndRefundPolicy: {
    title: 'Politica di cambio e rimborso',
    description:
      'Come spostare una prenotazione pagata su Rally a un’altra data, a un altro specialista o a un altro sparring partner, e quando invece riceve la restituzione del denaro.',
    sections: {
      scope: {
        heading: 'Ambito di applicazione della presente politica',
        body: [
          'Rally vende servizi, non beni: sessioni con sparring partner e specialisti sportivi e prenotazioni presso accademie. Per «cambio» si intende lo spostamento di una prenotazione pagata a un’altra data o a un altro orario, oppure a un altro allenatore, sparring partner o accademia, anziché il rimborso. La presente politica integra la nostra Politica di rimborso e cancellazione.',
        ],
      },
      exchanges: {
        heading: 'Cambiare una prenotazione',
        body: [
          '- Un’altra data o un altro orario: concordi un nuovo orario con la persona prenotata oppure ci chieda di organizzarlo. La prenotazione e il relativo pagamento restano invariati.',
          '- Un’altra persona: se l’allenatore, lo sparring partner o l’accademia non può svolgere la sessione, può scegliere un’altra persona su Rally alla stessa tariffa, e il Suo pagamento viene trasferito sulla nuova prenotazione.',
          '- Il cambio è gratuito. Scriva a {{supportEmail}} indicando la Sua prenotazione e che cosa desidera in alternativa.',
        ],
      },
      whenDeclined: {
        heading: 'Quando l’altra parte rifiuta o cancella',
        body: [
          'Se la persona o l’accademia prenotata rifiuta la Sua richiesta, la cancella o non si presenta, la scelta spetta a Lei: un cambio come sopra descritto oppure la restituzione del denaro sul metodo di pagamento originale entro {{refundArrivalBusinessDays}} giorni lavorativi al massimo.',
        ],
      },
      refunds: {
        heading: 'Rimborsi anziché cambi',
        body: [
          'Negli altri casi, i rimborsi seguono la nostra Politica di rimborso e cancellazione: restituzione del denaro entro {{refundWindowDays}} giorni dal Suo primo acquisto, accreditata sul metodo di pagamento originale entro {{refundArrivalBusinessDays}} giorni lavorativi al massimo; nessun rimborso dopo più di {{refundWindowDays}} giorni di utilizzo, in seguito a una violazione dei nostri Termini e condizioni o della nostra Informativa sulla privacy, né per una tariffa promozionale o scontata.',
        ],
      },
      sessionQuality: {
        heading: 'Se una sessione non è andata a buon fine',
        body: [
          'Se una sessione video non ha potuto svolgersi a causa di un problema tecnico imputabile a noi, oppure se una sessione non corrispondeva chiaramente a quanto descritto nel profilo, ce lo comunichi entro il periodo di rimborso all’indirizzo {{supportEmail}}. Esaminiamo ogni segnalazione e offriamo un cambio o un rimborso secondo le regole sopra indicate.',
        ],
      },
      contact: {
        heading: 'Contatti',
        body: [
          'Scriva a {{supportEmail}}, chiami il numero {{supportPhone}} o ci invii un messaggio WhatsApp al numero {{whatsappNumber}}.',
        ],
      },
    },
  },
}

export default texts
