/** The legal documents in French: a translation of `en.ts`, with the same keys, entries and placeholders. */
import type { LegalTexts } from './en.ts'

const texts: LegalTexts = {
  ui: {
    version: 'Version {{version}}',
    effectiveDate: 'En vigueur à compter du {{date}}',
    contents: 'Sur cette page',
    otherDocuments: 'Autres politiques',
    questions: 'Des questions sur ce document ? Écrivez-nous à {{supportEmail}}.',
    termsUpdate: {
      title: 'Nos Conditions générales ont changé',
      body: 'Nous avons publié la version {{version}} des Conditions générales, en vigueur à compter du {{date}}. Veuillez prendre connaissance des modifications et les accepter pour continuer à utiliser votre compte.',
      whatChanged: 'Ce qui a changé dans les Conditions générales',
      privacyPolicy: 'Politique de confidentialité',
      accept: 'J’accepte',
      accepting: 'Enregistrement...',
      failed: 'Votre acceptation n’a pas pu être enregistrée. Veuillez réessayer.',
    },
  },

  privacyPolicy: {
    title: 'Politique de confidentialité',
    description:
      'Comment Rally collecte, utilise, partage et protège les données personnelles des joueurs, des parents, des entraîneurs, des partenaires d’entraînement et des académies, et les droits dont vous disposez sur ces données.',
    sections: {
      whoWeAre: {
        heading: 'Qui sommes-nous',
        body: [
          'Rally est une place de marché consacrée aux sports de raquette (tennis et badminton), exploitée par {{companyName}}, une société immatriculée en Inde (« Rally », « nous »). Les joueurs et les parents utilisent Rally pour réserver des partenaires d’entraînement et des spécialistes du sport, suivre des séances en visioconférence avec des entraîneurs, et trouver des académies et des offres d’emploi, où qu’ils se trouvent dans le monde.',
          '{{companyName}} est le responsable du traitement (le « data fiduciary » au sens du droit indien) des données personnelles décrites dans la présente politique. Vous pouvez nous contacter à {{supportEmail}} ou au {{supportPhone}} pour toute question relative à cette politique.',
        ],
      },
      dataWeCollect: {
        heading: 'Les données que nous collectons',
        body: [
          'Nous ne collectons que les données nécessaires au fonctionnement de la place de marché :',
          '- Données de compte issues de la connexion avec Google : votre nom, votre adresse e-mail, votre photo de profil et l’identifiant de votre compte Google. Nous n’avons jamais accès à votre mot de passe Google.',
          '- Données de profil que vous nous fournissez : nom d’utilisateur, rôle (joueur, parent, entraîneur, partenaire d’entraînement ou académie), numéros de téléphone et WhatsApp, pays et ville, sport, niveau de jeu, biographie, tarifs et disponibilités.',
          '- Fichiers que vous téléversez : photos de profil, CV, certificats, logos d’académies et images de galerie.',
          '- Données de réservation : qui a réservé qui, le sport, la date et l’heure demandées, les messages que vous rédigez dans un formulaire de réservation et le statut de chaque réservation.',
          '- Données de paiement : le montant, la devise, le moyen et le statut d’un paiement, ainsi que les identifiants que nous transmet notre prestataire de paiement. Les données de carte et UPI sont saisies sur la page du prestataire de paiement ; nous ne recevons ni ne conservons les numéros de carte ou les codes PIN UPI.',
          '- Les notes, avis, témoignages, articles de blog et autres contenus que vous publiez.',
          '- Données techniques : votre préférence de langue, les pages que vous consultez, votre adresse IP et le type de votre navigateur, conservés dans les journaux du serveur afin d’assurer la sécurité du service.',
        ],
      },
      howWeUse: {
        heading: 'Comment nous utilisons vos données',
        body: [
          '- Pour créer et sécuriser votre compte et vous maintenir connecté.',
          '- Pour présenter votre profil public aux personnes qui recherchent un partenaire, un spécialiste ou une académie, si vous avez choisi un rôle qui en comporte un.',
          '- Pour organiser les réservations : nous transmettons votre nom et vos coordonnées à la personne que vous réservez, et les siens à vous, afin que la séance puisse avoir lieu.',
          '- Pour encaisser les paiements, effectuer les remboursements et tenir la comptabilité exigée par la loi.',
          '- Pour créer les liens de visioconférence des séances réservées.',
          '- Pour vous envoyer des e-mails concernant votre compte, vos réservations, vos paiements et vos remboursements, ainsi que les réponses à vos messages.',
          '- Pour afficher les notes et les avis, et pour modérer les contenus contraires à nos Conditions générales.',
          '- Pour prévenir la fraude et les abus, et pour corriger les erreurs.',
          'Nous ne vendons pas vos données personnelles et ne les utilisons pas à des fins publicitaires pour le compte de tiers.',
        ],
      },
      legalBases: {
        heading: 'Sur quelles bases nous les utilisons',
        body: [
          'Nous utilisons vos données pour exécuter notre contrat avec vous (votre compte et vos réservations), parce que vous y avez consenti (par exemple pour un profil public ou pour des e-mails facultatifs), pour respecter nos obligations légales (documents fiscaux et comptables) et pour notre intérêt légitime à assurer la sécurité et le bon fonctionnement de Rally. Lorsque la loi de votre pays exige un consentement, nous le recueillons, et vous pouvez le retirer à tout moment, sans que cela remette en cause les traitements effectués auparavant.',
        ],
      },
      sharing: {
        heading: 'Avec qui nous les partageons',
        body: [
          'Nous ne partageons les données personnelles qu’avec ceux qui en ont besoin pour fournir le service, dans le cadre de contrats qui les obligent à les protéger :',
          '- L’entraîneur, le partenaire d’entraînement, l’académie ou le joueur qui est l’autre partie à une réservation.',
          '- Google, pour vous connecter.',
          '- Razorpay, notre prestataire de paiement, pour traiter les paiements par carte, par UPI et par d’autres moyens, ainsi que les remboursements.',
          '- Zoom ou Jitsi, pour héberger les séances en visioconférence.',
          '- Nos prestataires d’hébergement, de stockage et d’envoi d’e-mails.',
          '- Les autorités, lorsque la loi l’exige ou pour protéger les droits et la sécurité de nos utilisateurs.',
        ],
      },
      storage: {
        heading: 'Où vos données sont conservées',
        body: [
          'Vos données sont stockées sur des serveurs situés en Inde. Lorsque des personnes situées hors de l’Inde utilisent Rally, leurs données sont transférées vers l’Inde ; lorsque nos prestataires traitent des données dans d’autres pays, nous nous appuyons sur des garanties reconnues par la loi, telles que les clauses contractuelles types de la Commission européenne pour les données provenant de l’Espace économique européen, du Royaume-Uni et de la Suisse.',
        ],
      },
      retention: {
        heading: 'Combien de temps nous les conservons',
        body: [
          'Nous conservons les données de votre compte tant que celui-ci existe. Lorsque vous supprimez votre compte, nous supprimons ou anonymisons votre profil, vos fichiers et vos coordonnées dans un délai raisonnable, à l’exception de ce que la loi nous oblige à conserver : les justificatifs de paiement et les factures sont conservés pendant la durée prévue par le droit fiscal et comptable indien. Les journaux du serveur sont conservés pendant une courte durée, puis supprimés.',
        ],
      },
      yourRights: {
        heading: 'Vos droits',
        body: [
          'Où que vous résidiez, vous pouvez nous demander :',
          '- de vous indiquer les données personnelles que nous détenons à votre sujet et de vous en remettre une copie ;',
          '- de rectifier les données inexactes ou incomplètes (vous pouvez aussi modifier vous-même votre profil) ;',
          '- de supprimer vos données et votre compte ;',
          '- de limiter certaines utilisations de vos données ou de cesser celles auxquelles vous vous opposez, et de prendre acte du retrait d’un consentement que vous avez donné ;',
          '- de vous remettre les données que vous nous avez fournies dans un format portable.',
          'Écrivez à {{supportEmail}} depuis l’adresse e-mail de votre compte. Nous répondons dans le délai prévu par la loi. Si vous résidez dans l’Espace économique européen ou au Royaume-Uni, vous pouvez également introduire une réclamation auprès de votre autorité de protection des données, et en Inde auprès du Data Protection Board of India ; nous souhaiterions toutefois avoir d’abord la possibilité de répondre à votre préoccupation.',
        ],
      },
      children: {
        heading: 'Enfants',
        body: [
          'Vous devez être âgé d’au moins {{minimumAge}} ans pour créer un compte. Les jeunes joueurs participent par l’intermédiaire d’un parent ou d’un tuteur, qui crée le compte, effectue les réservations et en est responsable. Nous ne collectons pas sciemment de données personnelles d’enfants par le biais de comptes ; si vous pensez qu’un enfant nous a communiqué des données personnelles, écrivez à {{supportEmail}} et nous les supprimerons.',
        ],
      },
      security: {
        heading: 'Comment nous les protégeons',
        body: [
          'Nous chiffrons les données en transit, vérifions chaque connexion avec Google, veillons à ce que les sessions puissent être révoquées, limitons l’accès aux données personnelles aux personnes qui en ont besoin et vérifions les confirmations de paiement auprès de notre prestataire de paiement. Aucun système n’est parfaitement sûr ; si une violation touche vos données, nous vous en informerons, ainsi que les autorités, conformément à la loi.',
        ],
      },
      cookies: {
        heading: 'Cookies et stockage local',
        body: [
          'Rally enregistre votre session et votre préférence de langue dans votre navigateur afin que vous restiez connecté et que vous puissiez lire le site dans votre langue. Un formulaire de réservation conserve dans votre navigateur ce que vous avez saisi jusqu’à son envoi. Nous n’utilisons pas de cookies publicitaires. Google et Razorpay peuvent déposer leurs propres cookies lorsque vous vous connectez ou effectuez un paiement.',
        ],
      },
      changes: {
        heading: 'Modifications de la présente politique',
        body: [
          'Lorsque nous modifions la présente politique, nous publions ici la nouvelle version avec son numéro de version et sa date d’entrée en vigueur. Si la modification a une incidence sur la manière dont nous utilisons vos données, nous vous en informons par e-mail ou sur le site avant son entrée en vigueur.',
        ],
      },
      contact: {
        heading: 'Contact',
        body: [
          'Pour toute question ou demande relative à la protection de vos données, écrivez à {{supportEmail}}, appelez le {{supportPhone}} ou envoyez-nous un message WhatsApp au {{whatsappNumber}}.',
        ],
      },
    },
  },

  termsAndConditions: {
    title: 'Conditions générales',
    description:
      'Les règles d’utilisation de Rally : comptes, réservations auprès de partenaires d’entraînement, de spécialistes et d’académies, paiements, séances en visioconférence, contenus que vous publiez et nos responsabilités.',
    sections: {
      changes: {
        heading: 'Ce qui a changé dans cette version',
        body: [
          '- Les remboursements et les annulations relèvent désormais de notre Politique de remboursement et d’annulation et de notre Politique d’échange et de remboursement, qui font partie des présentes conditions.',
          '- Nous enregistrons désormais la version des présentes conditions que vous avez acceptée et vous demandons de les accepter à nouveau lorsqu’elles changent.',
          '- Les règles applicables aux contenus que vous publiez (avis, témoignages et articles de blog) figurent dans une section distincte.',
        ],
      },
      agreement: {
        heading: 'Accord',
        body: [
          'Les présentes conditions constituent un accord entre vous et {{companyName}}, société immatriculée en Inde, qui exploite Rally. En créant un compte ou en effectuant une réservation, vous acceptez les présentes conditions et notre Politique de confidentialité. Si vous ne les acceptez pas, n’utilisez pas Rally.',
        ],
      },
      eligibility: {
        heading: 'Qui peut utiliser Rally',
        body: [
          '- Vous devez être âgé d’au moins {{minimumAge}} ans pour créer un compte. Un parent ou un tuteur peut créer un compte et réserver des séances pour un joueur plus jeune ; il est alors responsable de l’utilisation de Rally par ce joueur.',
          '- Un compte est nécessaire pour utiliser les services de la plateforme au-delà de la consultation des pages publiques. Vous vous connectez avec un compte Google.',
          '- Vous devez fournir des informations exactes, complètes et à jour lors de votre inscription, et les tenir à jour. Vous ne pouvez pas vous faire passer pour une autre personne ni détenir plus d’un compte pour le même rôle.',
          '- Vous êtes responsable de tout ce qui est fait au moyen de votre compte. Prévenez-nous immédiatement à {{supportEmail}} si vous pensez que quelqu’un d’autre l’utilise.',
        ],
      },
      service: {
        heading: 'Ce que fait Rally',
        body: [
          'Rally met en relation des joueurs et des parents avec des partenaires d’entraînement, des spécialistes du sport (entraîneurs) et des académies. Les entraîneurs, partenaires d’entraînement et académies sont indépendants : ils ne sont ni nos salariés ni nos mandataires, et ils sont responsables des séances qu’ils dispensent, des informations figurant sur leur profil et de leurs propres qualifications. Nous vérifions les profils avant leur mise en ligne, mais nous ne garantissons pas le résultat d’une séance.',
        ],
      },
      bookings: {
        heading: 'Réservations',
        body: [
          '- Une réservation est une demande adressée à la personne ou à l’académie que vous avez choisie. Elle n’est confirmée qu’une fois acceptée par celle-ci, qui peut également la refuser.',
          '- Vous ne pouvez avoir qu’une seule demande de réservation en cours à la fois.',
          '- Les séances avec un spécialiste ont lieu en visioconférence (Zoom ou Jitsi) ; le lien est envoyé lorsque la séance est acceptée. Soyez à l’heure et assurez-vous que votre caméra, votre micro et votre connexion fonctionnent.',
          '- Les séances de sparring ont lieu à l’endroit et à l’heure convenus avec votre partenaire. Respectez le règlement du lieu et jouez en toute sécurité ; vous pratiquez une activité physique à vos propres risques, dans les limites permises par la loi.',
        ],
      },
      payments: {
        heading: 'Frais et paiements',
        body: [
          'Les frais de réservation vous sont indiqués avant le paiement ({{bookingFees}} pour une réservation standard). Vous pouvez payer en ligne par carte, par UPI ou par les autres moyens proposés par notre prestataire de paiement Razorpay, en scannant notre QR code UPI, ou choisir « Payer plus tard » lorsque cette option est proposée et payer avant la séance. Sauf indication contraire, les prix incluent les taxes applicables. Une réservation payée en ligne n’est enregistrée qu’une fois le paiement confirmé par le prestataire de paiement.',
        ],
      },
      cancellations: {
        heading: 'Annulations et remboursements',
        body: [
          'Vous pouvez annuler une réservation à tout moment ; l’annulation prend effet immédiatement et n’entraîne aucun coût supplémentaire. Le remboursement éventuel est régi par notre Politique de remboursement et d’annulation et par notre Politique d’échange et de remboursement, qui font partie des présentes conditions.',
        ],
      },
      content: {
        heading: 'Contenus que vous publiez',
        body: [
          'Vous conservez les droits sur les photos, CV, certificats, avis, témoignages et articles de blog que vous publiez sur Rally, et vous nous accordez une licence non exclusive, mondiale et gratuite pour les héberger, les afficher et les adapter (par exemple redimensionner une image) afin d’exploiter et de promouvoir le service. Vous confirmez avoir le droit de les publier et qu’ils sont conformes à la vérité.',
          'Les avis et les notes doivent refléter votre propre expérience. Vous ne pouvez pas publier de contenus illicites, trompeurs, haineux, harcelants ou à caractère sexuel, portant atteinte aux droits d’autrui ou faisant la publicité d’autres services. Nous pouvons examiner, masquer ou supprimer des contenus et suspendre les comptes qui enfreignent ces règles.',
        ],
      },
      conduct: {
        heading: 'Utilisation acceptable',
        body: [
          '- Traitez les autres joueurs, parents, entraîneurs et académies avec respect, en ligne comme sur le court.',
          '- N’utilisez pas Rally pour contacter des personnes à des fins autres que sportives, pour envoyer du spam ou pour convenir de paiements en dehors de Rally pour des réservations effectuées sur Rally.',
          '- N’essayez pas de perturber, de surcharger, d’extraire automatiquement les données du service ou d’en faire de l’ingénierie inverse, ni d’accéder à des données qui ne sont pas les vôtres.',
          '- Protégez les mineurs : les séances avec un jeune joueur ont lieu à la connaissance d’un parent ou d’un tuteur.',
        ],
      },
      suspension: {
        heading: 'Suspension et clôture de votre compte',
        body: [
          'Vous pouvez clôturer votre compte à tout moment en écrivant à {{supportEmail}}. Nous pouvons suspendre ou clôturer un compte qui enfreint les présentes conditions ou la Politique de confidentialité, qui fournit de fausses informations ou qui met d’autres utilisateurs en danger ; lorsque c’est possible, nous vous en indiquons d’abord la raison. Une violation des présentes conditions ou de la Politique de confidentialité met également fin à tout droit à remboursement.',
        ],
      },
      liability: {
        heading: 'Notre responsabilité',
        body: [
          'Nous fournissons Rally avec un soin et une compétence raisonnables, mais nous ne pouvons pas garantir qu’il sera toujours disponible ou exempt d’erreurs. Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects ou consécutifs, et notre responsabilité totale pour toute réclamation relative à une réservation est limitée au montant que vous nous avez payé pour cette réservation. Aucune disposition des présentes conditions ne limite une responsabilité qui ne peut être limitée en vertu de la loi, ni vos droits de consommateur en vertu de la loi de votre pays.',
        ],
      },
      law: {
        heading: 'Droit applicable et litiges',
        body: [
          'Les présentes conditions sont régies par le droit indien. Veuillez d’abord nous contacter afin que nous puissions tenter de résoudre tout litige à l’amiable. À défaut, les tribunaux de Bengaluru (Inde) sont compétents, sans que cela vous prive de la protection que vous assurent les dispositions impératives du droit de la consommation du pays dans lequel vous résidez.',
        ],
      },
      updates: {
        heading: 'Modifications des présentes conditions',
        body: [
          'Nous pouvons modifier les présentes conditions lorsque le service ou la loi évolue. Nous publions chaque version avec son numéro de version et sa date d’entrée en vigueur, et nous demandons aux utilisateurs connectés d’accepter la nouvelle version avant de continuer à utiliser leur compte.',
        ],
      },
      contact: {
        heading: 'Contact',
        body: [
          'Pour toute question sur les présentes conditions : {{supportEmail}}, {{supportPhone}} ou WhatsApp au {{whatsappNumber}}.',
        ],
      },
    },
  },

  refundPolicy: {
    title: 'Politique de remboursement et d’annulation',
    description:
      'La garantie « satisfait ou remboursé » de Rally : quand un paiement est remboursé, dans quel délai un remboursement vous parvient et comment fonctionne l’annulation d’une réservation.',
    sections: {
      guarantee: {
        heading: 'Notre garantie « satisfait ou remboursé » de {{refundWindowDays}} jours',
        body: [
          'Si vous n’êtes pas satisfait, vous pouvez être remboursé dans les {{refundWindowDays}} jours suivant votre premier achat sur Rally. Le délai de garantie court à compter de la date de votre premier achat (votre première réservation payante ou votre premier abonnement).',
        ],
      },
      exclusions: {
        heading: 'Cas dans lesquels aucun remboursement n’est accordé',
        body: [
          'Un paiement n’est pas remboursé :',
          '- après plus de {{refundWindowDays}} jours d’utilisation ;',
          '- lorsque vous avez enfreint nos Conditions générales ou notre Politique de confidentialité ;',
          '- lorsque vous avez bénéficié d’un tarif promotionnel ou réduit.',
        ],
      },
      howRefundsArrive: {
        heading: 'Comment vous êtes remboursé',
        body: [
          'Le remboursement est effectué sur le moyen de paiement d’origine : la carte, le compte UPI ou tout autre moyen avec lequel vous avez payé. Il vous parvient dans un délai maximal de {{refundArrivalBusinessDays}} jours ouvrés après notre approbation ; c’est ensuite votre banque ou l’émetteur de votre carte qui détermine à quel moment il apparaît sur votre relevé.',
          'Si vous avez payé en scannant notre QR code UPI, le remboursement est effectué sur le compte UPI d’où provient le paiement. Les réservations effectuées avec « Payer plus tard » et non encore payées, ainsi que les réservations gratuites, ne donnent lieu à aucun remboursement.',
        ],
      },
      cancellation: {
        heading: 'Annuler une réservation',
        body: [
          'Vous pouvez annuler une réservation à tout moment depuis « Mes réservations ». L’annulation prend effet immédiatement et n’entraîne aucun coût supplémentaire. Lorsqu’une réservation annulée remplit les conditions de la garantie ci-dessus, le remboursement est déclenché automatiquement et nous vous en informons par e-mail.',
          'Lorsqu’un entraîneur, un partenaire d’entraînement ou une académie refuse ou annule une réservation que vous avez payée, vous pouvez demander un remboursement ou un échange dans les conditions décrites dans notre Politique d’échange et de remboursement.',
        ],
      },
      howToAsk: {
        heading: 'Comment demander un remboursement',
        body: [
          'Annulez la réservation dans « Mes réservations », ou écrivez à {{supportEmail}} depuis l’adresse e-mail de votre compte en indiquant la réservation et le motif. Vous pouvez également appeler le {{supportPhone}} ou nous envoyer un message WhatsApp au {{whatsappNumber}}. Nous répondons à chaque demande et vous informons de la suite donnée par e-mail.',
        ],
      },
    },
  },

  exchangeAndRefundPolicy: {
    title: 'Politique d’échange et de remboursement',
    description:
      'Comment reporter une réservation payée sur Rally à une autre date, la transférer à un autre spécialiste ou à un autre partenaire d’entraînement, et quand vous êtes remboursé à la place.',
    sections: {
      scope: {
        heading: 'Champ d’application de la présente politique',
        body: [
          'Rally vend des services, et non des biens : des séances avec des partenaires d’entraînement et des spécialistes du sport, et des réservations auprès d’académies. Un « échange » consiste à reporter une réservation payée à une autre date ou à une autre heure, ou à la transférer à un autre entraîneur, partenaire d’entraînement ou à une autre académie, au lieu d’être remboursé. La présente politique complète notre Politique de remboursement et d’annulation.',
        ],
      },
      exchanges: {
        heading: 'Échanger une réservation',
        body: [
          '- Une autre date ou une autre heure : convenez d’un nouvel horaire avec la personne que vous avez réservée, ou demandez-nous de l’organiser. La réservation et son paiement restent inchangés.',
          '- Une autre personne : si l’entraîneur, le partenaire d’entraînement ou l’académie ne peut pas assurer la séance, vous pouvez choisir quelqu’un d’autre sur Rally pour le même tarif, et votre paiement est transféré sur la nouvelle réservation.',
          '- Un échange est gratuit. Écrivez à {{supportEmail}} en indiquant votre réservation et ce que vous souhaitez à la place.',
        ],
      },
      whenDeclined: {
        heading: 'Lorsque l’autre partie refuse ou annule',
        body: [
          'Si la personne ou l’académie que vous avez réservée refuse votre demande, l’annule ou ne se présente pas, vous avez le choix : un échange comme indiqué ci-dessus, ou le remboursement sur votre moyen de paiement d’origine dans un délai maximal de {{refundArrivalBusinessDays}} jours ouvrés.',
        ],
      },
      refunds: {
        heading: 'Remboursement au lieu d’un échange',
        body: [
          'Dans les autres cas, les remboursements relèvent de notre Politique de remboursement et d’annulation : remboursement dans les {{refundWindowDays}} jours suivant votre premier achat, versé sur le moyen de paiement d’origine dans un délai maximal de {{refundArrivalBusinessDays}} jours ouvrés ; aucun remboursement après plus de {{refundWindowDays}} jours d’utilisation, après une violation de nos Conditions générales ou de notre Politique de confidentialité, ni pour un tarif promotionnel ou réduit.',
        ],
      },
      sessionQuality: {
        heading: 'Si une séance s’est mal passée',
        body: [
          'Si une séance en visioconférence n’a pas pu avoir lieu en raison d’un problème technique de notre fait, ou si une séance ne correspondait manifestement pas à la description du profil, signalez-le-nous pendant le délai de remboursement à {{supportEmail}}. Nous examinons chaque signalement et proposons un échange ou un remboursement selon les règles ci-dessus.',
        ],
      },
      contact: {
        heading: 'Contact',
        body: [
          'Écrivez à {{supportEmail}}, appelez le {{supportPhone}} ou envoyez-nous un message WhatsApp au {{whatsappNumber}}.',
        ],
      },
    },
  },
}

export default texts
