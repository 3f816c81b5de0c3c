import type { FaqText } from '@rally/shared'

export default {
  'book-partner': {
    question: 'Comment réserver un partenaire d’entraînement ?',
    answer:
      'Choisissez votre sport, ouvrez Partenaires d’entraînement et sélectionnez un joueur par classement, ville ou nom. Sur son profil, appuyez sur Réserver, indiquez vos coordonnées, la date et l’heure souhaitées et la durée de la séance, puis choisissez Réserver et payer plus tard ou Payer et réserver.',
  },
  'book-specialist': {
    question: 'Comment réserver une séance avec un spécialiste du sport ?',
    answer:
      'Ouvrez Spécialiste du sport pour votre sport, choisissez un entraîneur, un kinésithérapeute, un nutritionniste ou un autre spécialiste et appuyez sur Réserver. Les séances avec un spécialiste ont lieu en appel vidéo : vous choisissez la durée en minutes et l’heure souhaitée.',
  },
  'account-required': {
    question: 'Faut-il un compte pour réserver ?',
    answer:
      'Oui. Connectez-vous avec votre compte Google avant de réserver, afin que vos réservations, paiements et messages soient réunis au même endroit. Il faut avoir au moins 18 ans pour avoir un compte.',
  },
  'one-request': {
    question: 'Pourquoi ne puis-je avoir qu’une demande ouverte à la fois ?',
    answer:
      'Chaque utilisateur peut faire une demande à la fois. Les partenaires et les spécialistes répondent plus vite sans demandes en double : attendez que votre demande ouverte soit acceptée, refusée ou annulée avant d’en faire une autre.',
  },
  'after-request': {
    question: 'Que se passe-t-il après l’envoi d’une demande de réservation ?',
    answer:
      'Nous vous envoyons une confirmation par e-mail et prévenons le partenaire ou le spécialiste, qui accepte ou refuse la demande. Vous suivez son statut dans Mes réservations et recevez un e-mail à chaque changement.',
  },
  'cancel-booking': {
    question: 'Puis-je annuler une réservation ?',
    answer:
      'Oui. Ouvrez Mes réservations et annulez une demande qui n’a pas encore eu lieu. L’annulation prend effet immédiatement, sans frais supplémentaires.',
  },
  'booking-fee': {
    question: 'Combien coûte une réservation ?',
    answer:
      'Les frais de réservation sont de {inr} en Inde, {usd} en dollars américains ou {eur} en euros. Certains partenaires et spécialistes fixent leur propre tarif par séance, affiché sur leur profil avant la réservation.',
  },
  'fee-covers': {
    question: 'À quoi servent les frais de réservation ?',
    answer:
      'Ils réservent votre place dans l’agenda du partenaire ou du spécialiste et couvrent le paiement sécurisé, les e-mails de confirmation, le lien vidéo des séances avec un spécialiste et notre assistance en cas de problème.',
  },
  'pay-later': {
    question: 'Qu’est-ce que Payer plus tard ?',
    answer:
      'Réserver et payer plus tard envoie votre demande sans paiement en ligne : la réservation est enregistrée avec un paiement en attente, et vous réglez les frais avant la séance sur la page de paiement, par QR code UPI, carte ou UPI.',
  },
  currency: {
    question: 'Dans quelle devise suis-je débité ?',
    answer:
      'Les paiements en ligne se font en roupies indiennes (INR). Si votre carte est dans une autre devise, votre banque convertit le montant à son propre taux et peut ajouter des frais de transaction à l’étranger.',
  },
  'payment-methods': {
    question: 'Quels moyens de paiement puis-je utiliser ?',
    answer:
      'Les cartes de débit et de crédit, UPI, notre QR code UPI, lisible par toute application UPI, et les autres moyens proposés par le paiement sécurisé, comme la banque en ligne et les portefeuilles électroniques.',
  },
  upi: {
    question: 'Puis-je payer avec UPI ?',
    answer:
      'Oui. Choisissez UPI lors du paiement et validez la demande dans votre application UPI (Google Pay, PhonePe, Paytm, BHIM ou l’application de votre banque), ou scannez le QR code de la page de paiement.',
  },
  'qr-code': {
    question: 'Comment fonctionne le paiement par QR code ?',
    answer:
      'Sur la page de paiement, scannez le QR code avec n’importe quelle application UPI ; touchez le code pour l’agrandir en plein écran s’il est difficile à lire. Le montant est déjà rempli. Après le paiement, appuyez sur J’ai payé et indiquez la référence du paiement pour que nous puissions le confirmer.',
  },
  'card-safety': {
    question: 'Mes données de carte sont-elles en sécurité ?',
    answer:
      'Les données de carte sont saisies dans la fenêtre sécurisée du prestataire de paiement et n’atteignent jamais les serveurs de Rally. Nous recevons seulement une confirmation signée du paiement, que notre serveur vérifie avant de confirmer votre réservation.',
  },
  'payment-failed': {
    question: 'Mon paiement a échoué ou a été annulé. Que faire ?',
    answer:
      'Un paiement annulé n’est pas débité : réessayez simplement. Si l’argent a quitté votre compte sans qu’une réservation soit créée, écrivez-nous avec la référence du paiement et nous confirmerons la réservation ou vous rembourserons.',
    link: 'Nous contacter',
  },
  'money-back': {
    question: 'Puis-je être remboursé ?',
    answer:
      'Oui. Une garantie satisfait ou remboursé de {refundDays} jours court à partir de votre premier achat : demandez le remboursement dans les {refundDays} jours et vous récupérez la totalité du montant.',
    link: 'Lire la politique de remboursement et d’annulation',
  },
  'refund-time': {
    question: 'Combien de temps prend un remboursement ?',
    answer:
      'Les remboursements sont versés sur le moyen de paiement d’origine sous {refundBusinessDays} jours ouvrés au maximum. Votre banque peut mettre un peu plus de temps à les faire apparaître sur votre relevé.',
  },
  'no-refund': {
    question: 'Quand un remboursement est-il impossible ?',
    answer:
      'Après plus de {refundDays} jours d’utilisation, après une violation des conditions générales ou de la politique de confidentialité, et pour un tarif promotionnel ou réduit.',
    link: 'Lire la politique de remboursement et d’annulation',
  },
  'automatic-refund': {
    question: 'J’ai payé alors que j’avais déjà une demande ouverte. Suis-je débité deux fois ?',
    answer:
      'Non. Chaque utilisateur peut faire une demande à la fois : un paiement effectué pendant qu’une autre demande est ouverte est remboursé automatiquement sur le moyen de paiement d’origine, et nous vous prévenons par e-mail.',
  },
  'video-how': {
    question: 'Comment se passent les séances vidéo avec un spécialiste ?',
    answer:
      'Quand le spécialiste accepte votre demande, nous créons une réunion vidéo et envoyons le lien par e-mail à vous deux. À l’heure convenue, ouvrez le lien depuis l’e-mail ou depuis Mes réservations pour la rejoindre.',
  },
  'video-needs': {
    question: 'De quoi ai-je besoin pour une séance vidéo ?',
    answer:
      'Un téléphone, une tablette ou un ordinateur avec caméra, micro et une connexion internet stable. Pour une analyse technique, placez l’appareil de sorte que tout votre corps soit dans le cadre, ou demandez à quelqu’un de vous filmer.',
  },
  'video-missed': {
    question: 'Et si le spécialiste ne rejoint pas l’appel ?',
    answer:
      'Patientez quelques minutes, puis écrivez-nous depuis l’adresse e-mail utilisée pour réserver. Nous fixons un nouveau créneau avec le spécialiste ou vous remboursons selon la politique de remboursement.',
    link: 'Nous contacter',
  },
  'become-partner': {
    question: 'Comment m’inscrire comme partenaire d’entraînement ?',
    answer:
      'Connectez-vous, choisissez le rôle Partenaire d’entraînement lors de l’inscription et complétez votre profil : sport, niveau, classement, ville, disponibilités et une photo. Les joueurs peuvent vous réserver dès que votre profil est actif.',
  },
  'become-specialist': {
    question: 'Comment m’inscrire comme spécialiste du sport ?',
    answer:
      'Connectez-vous, choisissez Spécialiste du sport lors de l’inscription et remplissez votre profil : spécialité, expérience, palmarès, tarif par séance, références, CV et certificats. Nous examinons chaque candidature avant publication et vous prévenons par e-mail quand votre profil est approuvé.',
  },
  'edit-profile': {
    question: 'Puis-je modifier mon profil plus tard ?',
    answer:
      'Oui. Ouvrez Profil dans le menu utilisateur pour mettre à jour vos informations, votre photo, votre tarif et vos disponibilités à tout moment ; les changements apparaissent aussitôt sur votre profil public.',
  },
  'list-academy': {
    question: 'Comment référencer mon académie ou mon club ?',
    answer:
      'Connectez-vous et inscrivez votre académie avec son nom, son sport, son adresse, sa description, une image de couverture et ses liens de contact. Elle apparaît sur la page Académies de son sport une fois approuvée ; les académies premium sont affichées en premier.',
  },
  'find-jobs': {
    question: 'Où trouver des offres d’emploi d’entraîneur ?',
    answer:
      'Ouvrez Emplois dans l’en-tête de votre sport. Vous y trouvez les offres des académies et des clubs avec le poste, le lieu, le type de contrat et le salaire, et vous pouvez postuler avec votre CV.',
  },
  'post-vacancy': {
    question: 'Mon académie peut-elle publier des offres d’emploi ?',
    answer:
      'Oui. Les académies peuvent se faire connaître, recruter des entraîneurs et publier des offres : décrivez le poste, le lieu, le type de contrat, les horaires et le salaire, et les entraîneurs postulent directement.',
  },
} satisfies Record<string, FaqText>
