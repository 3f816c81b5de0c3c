import type { FaqText } from '@rally/shared'

export default {
  'book-partner': {
    question: 'Wie buche ich einen Trainingspartner?',
    answer:
      'Wählen Sie Ihre Sportart, öffnen Sie Trainingspartner und suchen Sie einen Spieler nach Rang, Stadt oder Name aus. Tippen Sie in seinem Profil auf Buchen, geben Sie Ihre Kontaktdaten, Wunschtermin und Dauer der Einheit an und wählen Sie Jetzt buchen und später bezahlen oder Bezahlen und jetzt buchen.',
  },
  'book-specialist': {
    question: 'Wie buche ich eine Sitzung mit einem Sportspezialisten?',
    answer:
      'Öffnen Sie Sportspezialist für Ihre Sportart, wählen Sie einen Trainer, Physiotherapeuten, Ernährungsberater oder anderen Spezialisten und tippen Sie auf Buchen. Sitzungen mit Spezialisten finden per Videoanruf statt: Sie wählen die Dauer in Minuten und eine Wunschzeit.',
  },
  'account-required': {
    question: 'Brauche ich ein Konto, um zu buchen?',
    answer:
      'Ja. Melden Sie sich vor der Buchung mit Ihrem Google-Konto an, damit Ihre Buchungen, Zahlungen und Nachrichten an einem Ort bleiben. Für ein Konto müssen Sie mindestens 18 Jahre alt sein.',
  },
  'one-request': {
    question: 'Warum kann ich nur eine offene Anfrage gleichzeitig haben?',
    answer:
      'Jeder Nutzer kann jeweils eine Anfrage stellen. Partner und Spezialisten antworten schneller, wenn sie nicht mit doppelten Anfragen überhäuft werden. Warten Sie also, bis Ihre offene Anfrage angenommen, abgelehnt oder storniert ist, bevor Sie eine neue stellen.',
  },
  'after-request': {
    question: 'Was passiert, nachdem ich eine Buchungsanfrage gesendet habe?',
    answer:
      'Wir schicken Ihnen eine Bestätigung per E-Mail und informieren den Partner oder Spezialisten, der die Anfrage annimmt oder ablehnt. Den Status sehen Sie unter Meine Buchungen, und bei jeder Änderung erhalten Sie eine E-Mail.',
  },
  'cancel-booking': {
    question: 'Kann ich eine Buchung stornieren?',
    answer:
      'Ja. Öffnen Sie Meine Buchungen und stornieren Sie eine Anfrage, die noch nicht stattgefunden hat. Die Stornierung gilt sofort und kostet nichts extra.',
  },
  'booking-fee': {
    question: 'Was kostet eine Buchung?',
    answer:
      'Die Buchungsgebühr beträgt {inr} in Indien, {usd} in US-Dollar oder {eur} in Euro. Manche Partner und Spezialisten legen eine eigene Gebühr pro Einheit fest, die ihr Profil vor der Buchung zeigt.',
  },
  'fee-covers': {
    question: 'Wofür ist die Buchungsgebühr?',
    answer:
      'Sie sichert Ihren Platz im Kalender des Partners oder Spezialisten und deckt die sichere Zahlungsabwicklung, die Bestätigungs-E-Mails, den Videolink für Sitzungen mit Spezialisten und unsere Hilfe, falls etwas schiefgeht.',
  },
  'pay-later': {
    question: 'Was bedeutet Später bezahlen?',
    answer:
      'Jetzt buchen und später bezahlen sendet Ihre Anfrage ohne Online-Zahlung: Die Buchung wird mit offener Zahlung gespeichert, und Sie bezahlen die Gebühr vor der Einheit auf der Zahlungsseite per UPI-QR-Code, Karte oder UPI.',
  },
  currency: {
    question: 'In welcher Währung wird abgerechnet?',
    answer:
      'Online-Zahlungen erfolgen in indischen Rupien (INR). Lautet Ihre Karte auf eine andere Währung, rechnet Ihre Bank den Betrag zu ihrem eigenen Kurs um und kann eine Auslandseinsatzgebühr berechnen.',
  },
  'payment-methods': {
    question: 'Welche Zahlungsarten kann ich nutzen?',
    answer:
      'Debit- und Kreditkarten, UPI, unseren UPI-QR-Code, den jede UPI-App scannen kann, und die weiteren Möglichkeiten der sicheren Kasse wie Onlinebanking und Wallets.',
  },
  upi: {
    question: 'Kann ich mit UPI bezahlen?',
    answer:
      'Ja. Wählen Sie an der Kasse UPI und bestätigen Sie die Anfrage in Ihrer UPI-App (Google Pay, PhonePe, Paytm, BHIM oder die App Ihrer Bank), oder scannen Sie den QR-Code auf der Zahlungsseite.',
  },
  'qr-code': {
    question: 'Wie funktioniert die Zahlung per QR-Code?',
    answer:
      'Scannen Sie auf der Zahlungsseite den QR-Code mit einer beliebigen UPI-App; tippen Sie auf den Code, um ihn bildschirmfüllend zu vergrößern, falls er schwer zu scannen ist. Der Betrag ist schon eingetragen. Tippen Sie nach der Zahlung auf Ich habe bezahlt und geben Sie die Zahlungsreferenz an, damit wir sie bestätigen können.',
  },
  'card-safety': {
    question: 'Sind meine Kartendaten sicher?',
    answer:
      'Kartendaten werden im sicheren Fenster des Zahlungsanbieters eingegeben und erreichen nie die Server von Rally. Wir erhalten nur eine signierte Zahlungsbestätigung, die unser Server prüft, bevor er Ihre Buchung bestätigt.',
  },
  'payment-failed': {
    question: 'Meine Zahlung ist fehlgeschlagen oder wurde abgebrochen. Was nun?',
    answer:
      'Eine abgebrochene Zahlung wird nicht belastet: Versuchen Sie es einfach noch einmal. Wurde Geld abgebucht, aber keine Buchung angelegt, schreiben Sie uns mit der Zahlungsreferenz, und wir bestätigen die Buchung oder erstatten den Betrag.',
    link: 'Kontakt',
  },
  'money-back': {
    question: 'Bekomme ich mein Geld zurück?',
    answer:
      'Ja. Ab Ihrem ersten Kauf gilt eine {refundDays}-tägige Geld-zurück-Garantie: Fordern Sie die Erstattung innerhalb von {refundDays} Tagen an, und Sie erhalten den vollen Betrag zurück.',
    link: 'Erstattungs- und Stornierungsrichtlinie lesen',
  },
  'refund-time': {
    question: 'Wie lange dauert eine Erstattung?',
    answer:
      'Erstattungen gehen innerhalb von höchstens {refundBusinessDays} Werktagen an die ursprüngliche Zahlungsart zurück. Ihre Bank braucht eventuell etwas länger, bis der Betrag auf dem Kontoauszug erscheint.',
  },
  'no-refund': {
    question: 'Wann ist keine Erstattung möglich?',
    answer:
      'Nach mehr als {refundDays} Tagen Nutzung, nach einem Verstoß gegen die Allgemeinen Geschäftsbedingungen oder die Datenschutzerklärung und bei einem Aktions- oder Rabattpreis.',
    link: 'Erstattungs- und Stornierungsrichtlinie lesen',
  },
  'automatic-refund': {
    question: 'Ich habe bezahlt, obwohl ich schon eine offene Anfrage hatte. Zahle ich doppelt?',
    answer:
      'Nein. Jeder Nutzer kann jeweils eine Anfrage stellen; eine Zahlung, die bei einer anderen offenen Anfrage eingeht, wird automatisch an die ursprüngliche Zahlungsart erstattet, und wir informieren Sie per E-Mail.',
  },
  'video-how': {
    question: 'Wie laufen Videositzungen mit Spezialisten ab?',
    answer:
      'Sobald der Spezialist Ihre Anfrage annimmt, erstellen wir ein Videomeeting und senden beiden den Link per E-Mail. Öffnen Sie zur vereinbarten Zeit den Link aus der E-Mail oder unter Meine Buchungen, um teilzunehmen.',
  },
  'video-needs': {
    question: 'Was brauche ich für eine Videositzung?',
    answer:
      'Ein Handy, Tablet oder einen Computer mit Kamera, Mikrofon und stabiler Internetverbindung. Für eine Technikanalyse stellen Sie das Gerät so auf, dass Ihr ganzer Körper im Bild ist, oder lassen Sie sich filmen.',
  },
  'video-missed': {
    question: 'Was, wenn der Spezialist dem Anruf nicht beitritt?',
    answer:
      'Warten Sie ein paar Minuten und schreiben Sie uns dann von der E-Mail-Adresse, mit der Sie gebucht haben. Wir vereinbaren einen neuen Termin mit dem Spezialisten oder erstatten den Betrag gemäß der Erstattungsrichtlinie.',
    link: 'Kontakt',
  },
  'become-partner': {
    question: 'Wie registriere ich mich als Trainingspartner?',
    answer:
      'Melden Sie sich an, wählen Sie beim Einrichten die Rolle Trainingspartner und vervollständigen Sie Ihr Profil: Sportart, Niveau, Rang, Stadt, Verfügbarkeit und ein Foto. Sobald Ihr Profil aktiv ist, können Spieler Sie buchen.',
  },
  'become-specialist': {
    question: 'Wie registriere ich mich als Sportspezialist?',
    answer:
      'Melden Sie sich an, wählen Sie beim Einrichten Sportspezialist und füllen Sie Ihr Profil aus: Fachgebiet, Erfahrung, Erfolge, Gebühr pro Sitzung, Referenzen, Lebenslauf und Zertifikate. Wir prüfen jede Bewerbung vor der Veröffentlichung und benachrichtigen Sie per E-Mail, wenn Ihr Profil freigegeben ist.',
  },
  'edit-profile': {
    question: 'Kann ich mein Profil später ändern?',
    answer:
      'Ja. Öffnen Sie Profil im Benutzermenü, um Angaben, Foto, Gebühr und Verfügbarkeit jederzeit zu ändern; die Änderungen erscheinen sofort in Ihrem öffentlichen Profil.',
  },
  'list-academy': {
    question: 'Wie trage ich meine Akademie oder meinen Verein ein?',
    answer:
      'Melden Sie sich an und registrieren Sie Ihre Akademie mit Name, Sportart, Ort, Beschreibung, Titelbild und Kontaktlinks. Nach der Freigabe erscheint sie auf der Akademien-Seite ihrer Sportart; Premium-Akademien stehen oben.',
  },
  'find-jobs': {
    question: 'Wo finde ich Trainerjobs?',
    answer:
      'Öffnen Sie Jobs in der Kopfzeile Ihrer Sportart. Dort stehen Stellen von Akademien und Vereinen mit Aufgabe, Ort, Anstellungsart und Gehalt, und Sie können sich mit Ihrem Lebenslauf bewerben.',
  },
  'post-vacancy': {
    question: 'Kann meine Akademie Stellenangebote veröffentlichen?',
    answer:
      'Ja. Akademien können sich präsentieren, Trainer einstellen und Jobs ausschreiben: Beschreiben Sie Aufgabe, Ort, Anstellungsart, Arbeitszeit und Gehalt, und Trainer bewerben sich direkt.',
  },
} satisfies Record<string, FaqText>
