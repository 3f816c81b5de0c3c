/** The legal documents in German: a translation of `en.ts`, with the same keys, entries and placeholders. */
import type { LegalTexts } from './en.ts'

const texts: LegalTexts = {
  ui: {
    version: 'Version {{version}}',
    effectiveDate: 'Gültig ab {{date}}',
    contents: 'Auf dieser Seite',
    otherDocuments: 'Weitere Richtlinien',
    questions: 'Fragen zu diesem Dokument? Schreiben Sie an {{supportEmail}}.',
    termsUpdate: {
      title: 'Unsere AGB haben sich geändert',
      body: 'Wir haben Version {{version}} der Allgemeinen Geschäftsbedingungen veröffentlicht, gültig ab {{date}}. Bitte lesen Sie die Änderungen und stimmen Sie ihnen zu, um Ihr Konto weiter nutzen zu können.',
      whatChanged: 'Was sich in den AGB geändert hat',
      privacyPolicy: 'Datenschutzerklärung',
      accept: 'Ich stimme zu',
      accepting: 'Wird gespeichert...',
      failed: 'Ihre Zustimmung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    },
  },

  privacyPolicy: {
    title: 'Datenschutzerklärung',
    description:
      'Wie Rally die personenbezogenen Daten von Spielern, Eltern, Trainern, Trainingspartnern und Akademien erhebt, verwendet, weitergibt und schützt, und welche Rechte Sie in Bezug auf diese Daten haben.',
    sections: {
      whoWeAre: {
        heading: 'Wer wir sind',
        body: [
          'Rally ist ein Marktplatz für Rückschlagsportarten (Tennis und Badminton), der von {{companyName}} betrieben wird, einem in Indien eingetragenen Unternehmen („Rally“, „wir“, „uns“). Spieler und Eltern nutzen Rally, um Trainingspartner und Sportexperten zu buchen, Videositzungen mit Trainern wahrzunehmen sowie Akademien und Stellenangebote zu finden – von überall auf der Welt.',
          '{{companyName}} ist der Verantwortliche (nach indischem Recht der „Data Fiduciary“) für die in dieser Erklärung beschriebenen personenbezogenen Daten. Bei allen Fragen zu dieser Erklärung erreichen Sie uns unter {{supportEmail}} oder {{supportPhone}}.',
        ],
      },
      dataWeCollect: {
        heading: 'Welche Daten wir erheben',
        body: [
          'Wir erheben nur die Daten, die wir für den Betrieb des Marktplatzes benötigen:',
          '- Kontodaten aus der Google-Anmeldung: Ihr Name, Ihre E-Mail-Adresse, Ihr Profilbild und Ihre Google-Konto-Kennung. Ihr Google-Passwort sehen wir nie.',
          '- Profildaten, die Sie uns mitteilen: Benutzername, Rolle (Spieler, Elternteil, Trainer, Trainingspartner oder Akademie), Telefon- und WhatsApp-Nummer, Land und Stadt, Sportart, Spielniveau, Kurzbiografie, Honorare und Verfügbarkeit.',
          '- Von Ihnen hochgeladene Dateien: Profilfotos, Lebensläufe, Zertifikate, Akademie-Logos und Galeriebilder.',
          '- Buchungsdaten: wer wen gebucht hat, die Sportart, das gewünschte Datum und die gewünschte Uhrzeit, Nachrichten, die Sie in ein Buchungsformular schreiben, sowie der Status jeder Buchung.',
          '- Zahlungsdaten: Betrag, Währung, Zahlungsart und Status einer Zahlung sowie die Kennungen, die unser Zahlungsdienstleister zurückgibt. Karten- und UPI-Daten geben Sie auf der Seite des Zahlungsdienstleisters ein; Kartennummern und UPI-PINs erhalten und speichern wir nicht.',
          '- Bewertungen, Rezensionen, Erfahrungsberichte, Blogbeiträge und andere Inhalte, die Sie veröffentlichen.',
          '- Technische Daten: Ihre bevorzugte Sprache, die von Ihnen aufgerufenen Seiten, Ihre IP-Adresse und Ihr Browsertyp; sie werden in Serverprotokollen gespeichert, um die Sicherheit des Dienstes zu gewährleisten.',
        ],
      },
      howWeUse: {
        heading: 'Wie wir Ihre Daten verwenden',
        body: [
          '- Um Ihr Konto einzurichten und zu schützen und Sie angemeldet zu halten.',
          '- Um Ihr öffentliches Profil Personen anzuzeigen, die einen Trainingspartner, einen Experten oder eine Akademie suchen, sofern Sie eine Rolle mit öffentlichem Profil gewählt haben.',
          '- Um Buchungen abzuwickeln: Wir geben Ihren Namen und Ihre Kontaktdaten an die von Ihnen gebuchte Person weiter und deren Daten an Sie, damit die Einheit stattfinden kann.',
          '- Um Zahlungen entgegenzunehmen, Erstattungen vorzunehmen und die gesetzlich vorgeschriebenen Buchhaltungsunterlagen zu führen.',
          '- Um Links für Videositzungen zu gebuchten Einheiten zu erstellen.',
          '- Um Ihnen E-Mails zu Ihrem Konto, Ihren Buchungen, Zahlungen und Erstattungen sowie Antworten auf Ihre Nachrichten zu senden.',
          '- Um Bewertungen und Rezensionen anzuzeigen und Inhalte zu moderieren, die gegen unsere AGB verstoßen.',
          '- Um Betrug und Missbrauch zu verhindern und Fehler zu beheben.',
          'Wir verkaufen Ihre personenbezogenen Daten nicht und verwenden sie nicht für Werbung Dritter.',
        ],
      },
      legalBases: {
        heading: 'Auf welcher Rechtsgrundlage wir sie verwenden',
        body: [
          'Wir verwenden Ihre Daten zur Erfüllung unseres Vertrags mit Ihnen (Ihr Konto und Ihre Buchungen), auf Grundlage Ihrer Einwilligung (zum Beispiel für ein öffentliches Profil oder für optionale E-Mails), zur Erfüllung rechtlicher Pflichten (steuerliche und buchhalterische Aufzeichnungen) sowie aufgrund unseres berechtigten Interesses, Rally sicher und funktionsfähig zu halten. Wo das Recht Ihres Landes eine Einwilligung verlangt, holen wir sie ein; Sie können sie jederzeit widerrufen, ohne dass dies die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung berührt.',
        ],
      },
      sharing: {
        heading: 'An wen wir sie weitergeben',
        body: [
          'Wir geben personenbezogene Daten nur an diejenigen weiter, die sie zur Erbringung des Dienstes benötigen, und zwar auf Grundlage von Verträgen, die sie zu deren Schutz verpflichten:',
          '- den Trainer, Trainingspartner, die Akademie oder den Spieler auf der anderen Seite einer Buchung;',
          '- Google, für Ihre Anmeldung;',
          '- Razorpay, unseren Zahlungsdienstleister, zur Abwicklung von Karten-, UPI- und sonstigen Zahlungen sowie von Erstattungen;',
          '- Zoom oder Jitsi, für die Durchführung von Videositzungen;',
          '- unsere Dienstleister für Hosting, Speicherung und E-Mail-Versand;',
          '- Behörden, wenn das Gesetz es verlangt oder um die Rechte und die Sicherheit unserer Nutzer zu schützen.',
        ],
      },
      storage: {
        heading: 'Wo Ihre Daten gespeichert werden',
        body: [
          'Ihre Daten werden auf Servern in Indien gespeichert. Wenn Personen außerhalb Indiens Rally nutzen, werden ihre Daten nach Indien übermittelt; wenn unsere Dienstleister Daten in anderen Ländern verarbeiten, stützen wir uns auf gesetzlich anerkannte Garantien, etwa die Standardvertragsklauseln der Europäischen Kommission für Daten aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich und der Schweiz.',
        ],
      },
      retention: {
        heading: 'Wie lange wir sie aufbewahren',
        body: [
          'Wir bewahren Ihre Kontodaten auf, solange Ihr Konto besteht. Wenn Sie Ihr Konto löschen, löschen oder anonymisieren wir Ihr Profil, Ihre hochgeladenen Dateien und Ihre Kontaktdaten innerhalb einer angemessenen Frist, mit Ausnahme der Daten, die wir gesetzlich aufbewahren müssen: Zahlungs- und Rechnungsunterlagen werden für den nach indischem Steuer- und Handelsrecht vorgeschriebenen Zeitraum aufbewahrt. Serverprotokolle werden für kurze Zeit aufbewahrt und anschließend gelöscht.',
        ],
      },
      yourRights: {
        heading: 'Ihre Rechte',
        body: [
          'Unabhängig von Ihrem Wohnort können Sie von uns verlangen,',
          '- Ihnen die über Sie gespeicherten personenbezogenen Daten mitzuteilen und Ihnen eine Kopie davon zu geben;',
          '- unrichtige oder unvollständige Daten zu berichtigen (Sie können Ihr Profil auch selbst bearbeiten);',
          '- Ihre Daten und Ihr Konto zu löschen;',
          '- bestimmte Verwendungen Ihrer Daten einzuschränken oder ihnen zu widersprechen und eine erteilte Einwilligung zu widerrufen;',
          '- Ihnen die von Ihnen bereitgestellten Daten in einem übertragbaren Format zu übermitteln.',
          'Schreiben Sie dazu von der E-Mail-Adresse Ihres Kontos an {{supportEmail}}. Wir antworten innerhalb der gesetzlichen Frist. Wenn Sie im Europäischen Wirtschaftsraum oder im Vereinigten Königreich leben, können Sie sich auch bei Ihrer Datenschutzaufsichtsbehörde beschweren, in Indien beim Data Protection Board of India; wir würden uns jedoch freuen, wenn Sie uns zuerst die Gelegenheit geben, Ihr Anliegen zu klären.',
        ],
      },
      children: {
        heading: 'Kinder',
        body: [
          'Um ein Konto zu erstellen, müssen Sie mindestens {{minimumAge}} Jahre alt sein. Junge Spieler nehmen über einen Elternteil oder Erziehungsberechtigten teil, der das Konto erstellt, die Buchungen vornimmt und für sie verantwortlich ist. Wir erheben über Konten nicht wissentlich personenbezogene Daten von Kindern; wenn Sie glauben, dass ein Kind uns personenbezogene Daten übermittelt hat, schreiben Sie an {{supportEmail}}, und wir löschen sie.',
        ],
      },
      security: {
        heading: 'Wie wir Ihre Daten schützen',
        body: [
          'Wir verschlüsseln Daten bei der Übertragung, prüfen jede Anmeldung über Google, halten Sitzungen widerrufbar, beschränken den Zugriff auf personenbezogene Daten auf die Personen, die ihn benötigen, und gleichen Zahlungsbestätigungen mit unserem Zahlungsdienstleister ab. Kein System ist vollkommen sicher; sollte eine Datenschutzverletzung Ihre Daten betreffen, informieren wir Sie und die Behörden nach Maßgabe der gesetzlichen Vorschriften.',
        ],
      },
      cookies: {
        heading: 'Cookies und lokale Speicherung',
        body: [
          'Rally speichert Ihre Sitzung und Ihre bevorzugte Sprache in Ihrem Browser, damit Sie angemeldet bleiben und die Website in Ihrer Sprache lesen können. Ein Buchungsformular bewahrt Ihre Eingaben in Ihrem Browser auf, bis Sie es absenden. Wir verwenden keine Werbe-Cookies. Google und Razorpay können eigene Cookies setzen, wenn Sie sich anmelden oder bezahlen.',
        ],
      },
      changes: {
        heading: 'Änderungen dieser Erklärung',
        body: [
          'Wenn wir diese Erklärung ändern, veröffentlichen wir die neue Fassung hier mit ihrer Versionsnummer und ihrem Gültigkeitsdatum. Ist die Änderung für die Verwendung Ihrer Daten von Bedeutung, informieren wir Sie vor ihrem Inkrafttreten per E-Mail oder auf der Website.',
        ],
      },
      contact: {
        heading: 'Kontakt',
        body: [
          'Für Fragen oder Anliegen zum Datenschutz schreiben Sie an {{supportEmail}}, rufen Sie {{supportPhone}} an oder schicken Sie uns eine WhatsApp-Nachricht an {{whatsappNumber}}.',
        ],
      },
    },
  },

  termsAndConditions: {
    title: 'Allgemeine Geschäftsbedingungen',
    description:
      'Die Regeln für die Nutzung von Rally: Konten, Buchungen bei Trainingspartnern, Experten und Akademien, Zahlungen, Videositzungen, von Ihnen veröffentlichte Inhalte und unsere Verantwortung.',
    sections: {
      changes: {
        heading: 'Was sich in dieser Version geändert hat',
        body: [
          '- Erstattungen und Stornierungen richten sich nun nach unserer Rückerstattungs- und Stornierungsrichtlinie und unserer Umtausch- und Rückerstattungsrichtlinie, die Bestandteil dieser Bedingungen sind.',
          '- Wir speichern nun, welche Version dieser Bedingungen Sie akzeptiert haben, und bitten Sie bei Änderungen erneut um Ihre Zustimmung.',
          '- Die Regeln für von Ihnen veröffentlichte Inhalte (Rezensionen, Erfahrungsberichte und Blogbeiträge) sind in einem eigenen Abschnitt festgelegt.',
        ],
      },
      agreement: {
        heading: 'Vereinbarung',
        body: [
          'Diese Bedingungen sind eine Vereinbarung zwischen Ihnen und {{companyName}}, einem in Indien eingetragenen Unternehmen, das Rally betreibt. Mit der Erstellung eines Kontos oder einer Buchung akzeptieren Sie diese Bedingungen und unsere Datenschutzerklärung. Wenn Sie sie nicht akzeptieren, nutzen Sie Rally bitte nicht.',
        ],
      },
      eligibility: {
        heading: 'Wer Rally nutzen darf',
        body: [
          '- Um ein Konto zu erstellen, müssen Sie mindestens {{minimumAge}} Jahre alt sein. Ein Elternteil oder Erziehungsberechtigter kann für einen jüngeren Spieler ein Konto erstellen und Einheiten buchen und ist für dessen Nutzung von Rally verantwortlich.',
          '- Für die Nutzung der Dienste der Plattform über das Ansehen öffentlicher Seiten hinaus ist ein Konto erforderlich. Sie melden sich mit einem Google-Konto an.',
          '- Bei der Registrierung müssen Sie richtige, vollständige und aktuelle Angaben machen und diese auf dem neuesten Stand halten. Sie dürfen sich nicht als eine andere Person ausgeben und nicht mehr als ein Konto für dieselbe Rolle führen.',
          '- Sie sind für alles verantwortlich, was über Ihr Konto geschieht. Teilen Sie uns unter {{supportEmail}} unverzüglich mit, wenn Sie vermuten, dass eine andere Person es nutzt.',
        ],
      },
      service: {
        heading: 'Was Rally leistet',
        body: [
          'Rally bringt Spieler und Eltern mit Trainingspartnern, Sportexperten (Trainern) und Akademien zusammen. Trainer, Trainingspartner und Akademien sind unabhängig: Sie sind weder unsere Angestellten noch unsere Vertreter und sind selbst verantwortlich für die von ihnen durchgeführten Einheiten, die Angaben in ihren Profilen und ihre eigenen Qualifikationen. Wir prüfen Profile, bevor sie veröffentlicht werden, übernehmen jedoch keine Gewähr für das Ergebnis einer Einheit.',
        ],
      },
      bookings: {
        heading: 'Buchungen',
        body: [
          '- Eine Buchung ist eine Anfrage an die von Ihnen gewählte Person oder Akademie. Sie ist erst bestätigt, wenn diese sie annimmt; sie kann sie auch ablehnen.',
          '- Sie können jeweils nur eine offene Buchungsanfrage haben.',
          '- Einheiten mit Experten finden per Videoanruf (Zoom oder Jitsi) statt; der Link wird versendet, sobald die Einheit angenommen wurde. Seien Sie pünktlich und stellen Sie sicher, dass Kamera, Mikrofon und Internetverbindung funktionieren.',
          '- Sparring-Einheiten finden an dem Ort und zu der Zeit statt, die Sie mit Ihrem Trainingspartner vereinbaren. Beachten Sie die Regeln der Sportstätte und spielen Sie sicher; Sie nehmen an körperlicher Betätigung auf eigene Gefahr teil, soweit das Gesetz dies zulässt.',
        ],
      },
      payments: {
        heading: 'Gebühren und Zahlungen',
        body: [
          'Die Buchungsgebühr wird Ihnen vor der Zahlung angezeigt ({{bookingFees}} für eine Standardbuchung). Sie können online per Karte, UPI oder mit den anderen Zahlungsarten bezahlen, die unser Zahlungsdienstleister Razorpay anbietet, indem Sie unseren UPI-QR-Code scannen, oder – wo angeboten – „Später bezahlen“ wählen und vor der Einheit bezahlen. Die Preise enthalten die anfallenden Steuern, sofern nicht anders angegeben. Eine online bezahlte Buchung wird erst erfasst, wenn der Zahlungsdienstleister die Zahlung bestätigt.',
        ],
      },
      cancellations: {
        heading: 'Stornierungen und Erstattungen',
        body: [
          'Sie können eine Buchung jederzeit stornieren; die Stornierung wird sofort wirksam und verursacht keine zusätzlichen Kosten. Ob Sie Ihr Geld zurückerhalten, richtet sich nach unserer Rückerstattungs- und Stornierungsrichtlinie und unserer Umtausch- und Rückerstattungsrichtlinie, die Bestandteil dieser Bedingungen sind.',
        ],
      },
      content: {
        heading: 'Von Ihnen veröffentlichte Inhalte',
        body: [
          'Sie behalten die Rechte an den Fotos, Lebensläufen, Zertifikaten, Rezensionen, Erfahrungsberichten und Blogbeiträgen, die Sie auf Rally veröffentlichen, und räumen uns eine nicht ausschließliche, weltweite und unentgeltliche Lizenz ein, diese zu hosten, anzuzeigen und anzupassen (zum Beispiel die Größe eines Bildes zu ändern), um den Dienst zu betreiben und zu bewerben. Sie bestätigen, dass Sie zur Veröffentlichung berechtigt sind und dass die Inhalte der Wahrheit entsprechen.',
          'Rezensionen und Bewertungen müssen Ihre eigenen Erfahrungen wiedergeben. Sie dürfen keine Inhalte veröffentlichen, die rechtswidrig, irreführend, hasserfüllt, belästigend oder sexuell sind, die Rechte anderer verletzen oder für andere Dienste werben. Wir können Inhalte prüfen, ausblenden oder entfernen und Konten sperren, die gegen diese Regeln verstoßen.',
        ],
      },
      conduct: {
        heading: 'Zulässige Nutzung',
        body: [
          '- Begegnen Sie anderen Spielern, Eltern, Trainern und Akademien mit Respekt, online wie auf dem Platz.',
          '- Nutzen Sie Rally nicht, um Personen zu anderen als sportlichen Zwecken zu kontaktieren, Spam zu versenden oder für auf Rally getätigte Buchungen Zahlungen außerhalb von Rally zu vereinbaren.',
          '- Versuchen Sie nicht, den Dienst zu stören, zu überlasten, automatisiert auszulesen oder zurückzuentwickeln oder auf Daten zuzugreifen, die nicht Ihnen gehören.',
          '- Schützen Sie Minderjährige: Einheiten mit einem jungen Spieler finden mit Wissen eines Elternteils oder Erziehungsberechtigten statt.',
        ],
      },
      suspension: {
        heading: 'Sperrung und Schließung Ihres Kontos',
        body: [
          'Sie können Ihr Konto jederzeit schließen, indem Sie an {{supportEmail}} schreiben. Wir können ein Konto sperren oder schließen, das gegen diese Bedingungen oder die Datenschutzerklärung verstößt, falsche Angaben enthält oder andere Nutzer gefährdet; soweit möglich, teilen wir Ihnen vorher den Grund mit. Ein Verstoß gegen diese Bedingungen oder die Datenschutzerklärung lässt zudem jeden Anspruch auf Erstattung entfallen.',
        ],
      },
      liability: {
        heading: 'Unsere Haftung',
        body: [
          'Wir stellen Rally mit angemessener Sorgfalt und Sachkunde bereit, können jedoch nicht zusichern, dass der Dienst stets verfügbar oder fehlerfrei ist. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden oder Folgeschäden, und unsere Gesamthaftung für Ansprüche im Zusammenhang mit einer Buchung ist auf den Betrag begrenzt, den Sie uns für diese Buchung gezahlt haben. Keine Bestimmung dieser Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, oder Ihre Rechte als Verbraucher nach dem Recht Ihres Landes.',
        ],
      },
      law: {
        heading: 'Anwendbares Recht und Streitigkeiten',
        body: [
          'Diese Bedingungen unterliegen dem Recht Indiens. Bitte wenden Sie sich zunächst an uns, damit wir versuchen können, eine Streitigkeit beizulegen. Andernfalls sind die Gerichte von Bengaluru, Indien, zuständig; der Schutz durch die zwingenden Verbraucherschutzvorschriften des Landes, in dem Sie leben, bleibt Ihnen dabei erhalten.',
        ],
      },
      updates: {
        heading: 'Änderungen dieser Bedingungen',
        body: [
          'Wir können diese Bedingungen ändern, wenn sich der Dienst oder die Rechtslage ändert. Wir veröffentlichen jede Version mit ihrer Versionsnummer und ihrem Gültigkeitsdatum und bitten angemeldete Nutzer, einer neuen Version zuzustimmen, bevor sie ihr Konto weiter nutzen.',
        ],
      },
      contact: {
        heading: 'Kontakt',
        body: [
          'Fragen zu diesen Bedingungen: {{supportEmail}}, {{supportPhone}} oder per WhatsApp an {{whatsappNumber}}.',
        ],
      },
    },
  },

  refundPolicy: {
    title: 'Rückerstattungs- und Stornierungsrichtlinie',
    description:
      'Die Geld-zurück-Garantie von Rally: wann eine Zahlung erstattet wird, wie lange eine Erstattung dauert und wie die Stornierung einer Buchung funktioniert.',
    sections: {
      guarantee: {
        heading: 'Unsere {{refundWindowDays}}-Tage-Geld-zurück-Garantie',
        body: [
          'Wenn Sie nicht zufrieden sind, erhalten Sie Ihr Geld zurück, sofern Sie dies innerhalb von {{refundWindowDays}} Tagen nach Ihrem ersten Kauf auf Rally verlangen. Die Garantiefrist beginnt mit dem Datum Ihres ersten Kaufs (Ihrer ersten bezahlten Buchung oder Ihres ersten Abonnements).',
        ],
      },
      exclusions: {
        heading: 'Wann keine Erstattung erfolgt',
        body: [
          'Eine Zahlung wird nicht erstattet,',
          '- wenn seit Beginn der Nutzung mehr als {{refundWindowDays}} Tage vergangen sind;',
          '- wenn Sie gegen unsere AGB oder unsere Datenschutzerklärung verstoßen haben;',
          '- wenn Sie einen Aktions- oder ermäßigten Preis bezahlt haben.',
        ],
      },
      howRefundsArrive: {
        heading: 'Wie Sie eine Erstattung erhalten',
        body: [
          'Eine Erstattung erfolgt auf das ursprüngliche Zahlungsmittel: die Karte, das UPI-Konto oder die sonstige Zahlungsart, mit der Sie bezahlt haben. Sie geht innerhalb von höchstens {{refundArrivalBusinessDays}} Werktagen nach unserer Genehmigung ein; wann sie auf Ihrem Kontoauszug erscheint, entscheidet anschließend Ihre Bank oder Ihr Kartenaussteller.',
          'Wenn Sie durch Scannen unseres UPI-QR-Codes bezahlt haben, wird der Betrag auf das UPI-Konto erstattet, von dem die Zahlung stammt. Bei Buchungen mit „Später bezahlen“, die noch nicht bezahlt sind, und bei kostenlosen Buchungen gibt es nichts zu erstatten.',
        ],
      },
      cancellation: {
        heading: 'Stornierung einer Buchung',
        body: [
          'Sie können eine Buchung jederzeit unter „Meine Buchungen“ stornieren. Eine Stornierung wird sofort wirksam, und für die Stornierung fallen keine zusätzlichen Kosten an. Erfüllt eine stornierte Buchung die Voraussetzungen der oben genannten Garantie, wird die Erstattung automatisch eingeleitet und wir benachrichtigen Sie per E-Mail.',
          'Wenn ein Trainer, Trainingspartner oder eine Akademie eine von Ihnen bezahlte Buchung ablehnt oder storniert, können Sie eine Erstattung oder einen Umtausch verlangen, wie in unserer Umtausch- und Rückerstattungsrichtlinie beschrieben.',
        ],
      },
      howToAsk: {
        heading: 'So beantragen Sie eine Erstattung',
        body: [
          'Stornieren Sie die Buchung unter „Meine Buchungen“ oder schreiben Sie von der E-Mail-Adresse Ihres Kontos an {{supportEmail}} und nennen Sie die Buchung und den Grund. Sie können auch {{supportPhone}} anrufen oder uns eine WhatsApp-Nachricht an {{whatsappNumber}} schicken. Wir beantworten jede Anfrage und teilen Ihnen das Ergebnis per E-Mail mit.',
        ],
      },
    },
  },

  exchangeAndRefundPolicy: {
    title: 'Umtausch- und Rückerstattungsrichtlinie',
    description:
      'Wie Sie eine bezahlte Buchung bei Rally auf ein anderes Datum, zu einem anderen Experten oder zu einem anderen Trainingspartner verlegen und wann Sie stattdessen Ihr Geld zurückerhalten.',
    sections: {
      scope: {
        heading: 'Geltungsbereich dieser Richtlinie',
        body: [
          'Rally verkauft Dienstleistungen, keine Waren: Einheiten mit Trainingspartnern und Sportexperten sowie Buchungen bei Akademien. Ein „Umtausch“ bedeutet, dass eine bezahlte Buchung auf ein anderes Datum oder eine andere Uhrzeit oder zu einem anderen Trainer, Trainingspartner oder einer anderen Akademie verlegt wird, anstatt erstattet zu werden. Diese Richtlinie ergänzt unsere Rückerstattungs- und Stornierungsrichtlinie.',
        ],
      },
      exchanges: {
        heading: 'Umtausch einer Buchung',
        body: [
          '- Anderes Datum oder andere Uhrzeit: Vereinbaren Sie mit der gebuchten Person einen neuen Termin oder bitten Sie uns, dies zu übernehmen. Die Buchung und ihre Zahlung bleiben unverändert.',
          '- Andere Person: Wenn der Trainer, Trainingspartner oder die Akademie die Einheit nicht durchführen kann, können Sie auf Rally eine andere Person zur gleichen Gebühr wählen; Ihre Zahlung wird auf die neue Buchung übertragen.',
          '- Ein Umtausch ist kostenlos. Schreiben Sie an {{supportEmail}} und nennen Sie Ihre Buchung und was Sie stattdessen wünschen.',
        ],
      },
      whenDeclined: {
        heading: 'Wenn die andere Seite ablehnt oder storniert',
        body: [
          'Lehnt die gebuchte Person oder Akademie Ihre Anfrage ab, storniert sie sie oder erscheint sie nicht, haben Sie die Wahl: einen Umtausch wie oben beschrieben oder die Erstattung Ihres Geldes auf das ursprüngliche Zahlungsmittel innerhalb von höchstens {{refundArrivalBusinessDays}} Werktagen.',
        ],
      },
      refunds: {
        heading: 'Erstattung statt Umtausch',
        body: [
          'Im Übrigen richten sich Erstattungen nach unserer Rückerstattungs- und Stornierungsrichtlinie: Geld zurück innerhalb von {{refundWindowDays}} Tagen nach Ihrem ersten Kauf, ausgezahlt auf das ursprüngliche Zahlungsmittel innerhalb von höchstens {{refundArrivalBusinessDays}} Werktagen; keine Erstattung, wenn seit Beginn der Nutzung mehr als {{refundWindowDays}} Tage vergangen sind, nach einem Verstoß gegen unsere AGB oder unsere Datenschutzerklärung oder bei einem Aktions- oder ermäßigten Preis.',
        ],
      },
      sessionQuality: {
        heading: 'Wenn bei einer Einheit etwas schiefgegangen ist',
        body: [
          'Wenn eine Videositzung wegen eines technischen Problems auf unserer Seite nicht stattfinden konnte oder eine Einheit offensichtlich nicht der Beschreibung im Profil entsprach, teilen Sie uns dies innerhalb der Erstattungsfrist unter {{supportEmail}} mit. Wir prüfen jede Meldung und bieten nach den oben genannten Regeln einen Umtausch oder eine Erstattung an.',
        ],
      },
      contact: {
        heading: 'Kontakt',
        body: [
          'Schreiben Sie an {{supportEmail}}, rufen Sie {{supportPhone}} an oder schicken Sie uns eine WhatsApp-Nachricht an {{whatsappNumber}}.',
        ],
      },
    },
  },
}

export default texts
