/**
 * The legal documents in English: the source every other language translates.
 *
 * FOR TRANSLATORS — each language is one file beside this one (`de.ts`, `th.ts`...):
 *
 *   import type { LegalTexts } from './en.ts'
 *   const texts: LegalTexts = { ...the same keys, translated... }
 *   export default texts
 *
 * - Keep every key, in the same order: `ui`, then the four documents
 *   (`privacyPolicy`, `termsAndConditions`, `refundPolicy`, `exchangeAndRefundPolicy`),
 *   each with `title`, `description` and `sections`; each section has `heading` and `body`.
 * - `body` is a list of paragraphs: keep the same number of entries. An entry that starts
 *   with "- " is a bullet point: keep the "- " at its start.
 * - Placeholders in double braces are filled when the page is shown; keep each one exactly
 *   (translate the words around it, never the name inside the braces):
 *     {{companyName}} {{supportEmail}} {{supportPhone}} {{whatsappNumber}}  the site's configuration
 *     {{minimumAge}}                                                       the minimum age
 *     {{refundWindowDays}} {{refundArrivalBusinessDays}}                   the refund rules
 *     {{bookingFees}}                                                      the booking fees, already formatted
 *     {{version}} {{date}} in `ui`                                         a document's version and date
 * - Never write a number for the refund rules (no "7", no "seven"): the numbers come only from
 *   the placeholders, so the texts follow the rules the refund code enforces. A unit test
 *   (`legal-texts.test.ts`) checks keys, entries, placeholders and digits in every language.
 * - Translate "Rally" as Rally (a name). Proper names of services stay as they are
 *   (Google, Razorpay, UPI, Zoom, Jitsi).
 */
const en = {
  ui: {
    version: 'Version {{version}}',
    effectiveDate: 'Effective from {{date}}',
    contents: 'On this page',
    otherDocuments: 'Other policies',
    questions: 'Questions about this document? Write to {{supportEmail}}.',
    termsUpdate: {
      title: 'Our Terms and Conditions have changed',
      body: 'We have published version {{version}} of the Terms and Conditions, effective from {{date}}. Please read what changed and accept it to keep using your account.',
      whatChanged: 'What changed in the Terms and Conditions',
      privacyPolicy: 'Privacy Policy',
      accept: 'I accept',
      accepting: 'Saving...',
      failed: 'Your acceptance could not be saved. Please try again.',
    },
  },

  privacyPolicy: {
    title: 'Privacy Policy',
    description:
      'How Rally collects, uses, shares and protects the personal data of players, parents, coaches, sparring partners and academies, and the rights you have over it.',
    sections: {
      whoWeAre: {
        heading: 'Who we are',
        body: [
          'Rally is a marketplace for racquet sports (tennis and badminton) operated by {{companyName}}, a company registered in India ("Rally", "we", "us"). Players and parents use Rally to book sparring partners and sports specialists, take video sessions with coaches, and find academies and jobs from anywhere in the world.',
          '{{companyName}} is the data controller (the "data fiduciary" under Indian law) for the personal data described in this policy. You can reach us at {{supportEmail}} or {{supportPhone}} about anything in this policy.',
        ],
      },
      dataWeCollect: {
        heading: 'The data we collect',
        body: [
          'We collect only what we need to run the marketplace:',
          '- Account data from Google sign-in: your name, e-mail address, profile picture and Google account identifier. We never see your Google password.',
          '- Profile data you give us: username, role (player, parent, coach, sparring partner or academy), phone and WhatsApp numbers, country and city, sport, playing level, biography, fees and availability.',
          '- Files you upload: profile photos, CVs, certificates, academy logos and gallery pictures.',
          '- Booking data: who booked whom, the sport, the requested date and time, messages you write in a booking form, and the status of each booking.',
          '- Payment data: the amount, currency, method and status of a payment and the identifiers our payment provider returns. Card and UPI details are entered on the payment provider’s page; we do not receive or store card numbers or UPI PINs.',
          '- Ratings, reviews, testimonials, blog posts and other content you publish.',
          '- Technical data: your language preference, the pages you request, your IP address and browser type, kept in server logs to keep the service secure.',
        ],
      },
      howWeUse: {
        heading: 'How we use your data',
        body: [
          '- To create and secure your account and keep you signed in.',
          '- To show your public profile to people looking for a partner, specialist or academy, if you chose a role that has one.',
          '- To arrange bookings: we pass your name and contact details to the person you book, and theirs to you, so that the session can take place.',
          '- To take payments, issue refunds and keep the accounting records the law requires.',
          '- To create video-session links for booked sessions.',
          '- To send you e-mails about your account, your bookings, payments and refunds, and answers to your messages.',
          '- To show ratings and reviews, and to moderate content that breaks our Terms and Conditions.',
          '- To prevent fraud and abuse, and to fix errors.',
          'We do not sell your personal data, and we do not use it for advertising by third parties.',
        ],
      },
      legalBases: {
        heading: 'Why we are allowed to use it',
        body: [
          'We use your data to perform our contract with you (your account and your bookings), because you consented (for example to a public profile or to optional e-mails), to comply with legal obligations (tax and accounting records), and for our legitimate interests in keeping Rally safe and working. Where the law of your country requires consent, we ask for it, and you can withdraw it at any time without affecting what was done before.',
        ],
      },
      sharing: {
        heading: 'Who we share it with',
        body: [
          'We share personal data only with those who need it to provide the service, under contracts that oblige them to protect it:',
          '- The coach, sparring partner, academy or player on the other side of a booking.',
          '- Google, to sign you in.',
          '- Razorpay, our payment provider, to process card, UPI and other payments and refunds.',
          '- Zoom or Jitsi, to host video sessions.',
          '- Our hosting, storage and e-mail providers.',
          '- Authorities, when the law requires it or to protect the rights and safety of our users.',
        ],
      },
      storage: {
        heading: 'Where your data is kept',
        body: [
          'Your data is stored on servers in India. When people outside India use Rally, their data is transferred to India; when our service providers process data in other countries, we rely on safeguards the law recognises, such as the European Commission’s standard contractual clauses for data from the European Economic Area, the United Kingdom and Switzerland.',
        ],
      },
      retention: {
        heading: 'How long we keep it',
        body: [
          'We keep your account data while your account exists. When you delete your account, we delete or anonymise your profile, uploads and contact details within a reasonable time, except what we must keep by law: payment and invoice records are kept for the period Indian tax and accounting law requires. Server logs are kept for a short time and then deleted.',
        ],
      },
      yourRights: {
        heading: 'Your rights',
        body: [
          'Wherever you live, you can ask us to:',
          '- show you the personal data we hold about you and give you a copy;',
          '- correct data that is inaccurate or incomplete (you can also edit your profile yourself);',
          '- delete your data and your account;',
          '- restrict or object to some uses of your data, and withdraw a consent you gave;',
          '- receive the data you gave us in a portable format.',
          'Write to {{supportEmail}} from the e-mail address of your account. We answer within the time the law sets. If you live in the European Economic Area or the United Kingdom you may also complain to your data protection authority, and in India to the Data Protection Board of India; we would like the chance to resolve your concern first.',
        ],
      },
      children: {
        heading: 'Children',
        body: [
          'You must be at least {{minimumAge}} years old to create an account. Young players take part through a parent or guardian, who creates the account, makes the bookings and is responsible for them. We do not knowingly collect personal data from children through accounts; if you believe a child has given us personal data, write to {{supportEmail}} and we will delete it.',
        ],
      },
      security: {
        heading: 'How we protect it',
        body: [
          'We encrypt data in transit, verify every sign-in with Google, keep sessions revocable, limit access to personal data to the people who need it, and check payment confirmations with our payment provider. No system is perfectly secure; if a breach affects your data, we will tell you and the authorities as the law requires.',
        ],
      },
      cookies: {
        heading: 'Cookies and local storage',
        body: [
          'Rally stores your session and your language preference in your browser so that you stay signed in and read the site in your language. A booking form keeps what you typed in your browser until you send it. We do not use advertising cookies. Google and Razorpay may set their own cookies when you sign in or pay.',
        ],
      },
      changes: {
        heading: 'Changes to this policy',
        body: [
          'When we change this policy, we publish the new version here with its version number and effective date. If the change matters to how we use your data, we tell you by e-mail or on the site before it takes effect.',
        ],
      },
      contact: {
        heading: 'Contact',
        body: [
          'For privacy questions or requests, write to {{supportEmail}}, call {{supportPhone}} or message us on WhatsApp at {{whatsappNumber}}.',
        ],
      },
    },
  },

  termsAndConditions: {
    title: 'Terms and Conditions',
    description:
      'The rules for using Rally: accounts, bookings with sparring partners, specialists and academies, payments, video sessions, content you publish, and our responsibilities.',
    sections: {
      changes: {
        heading: 'What changed in this version',
        body: [
          '- Refunds and cancellations now follow our Refund and Cancellation Policy and our Exchange and Refund Policy, which are part of these terms.',
          '- We now record which version of these terms you accepted and ask you to accept again when they change.',
          '- The rules for content you publish (reviews, testimonials and blog posts) are stated in their own section.',
        ],
      },
      agreement: {
        heading: 'Agreement',
        body: [
          'These terms are an agreement between you and {{companyName}}, a company registered in India, which operates Rally. By creating an account or making a booking you accept these terms and our Privacy Policy. If you do not accept them, do not use Rally.',
        ],
      },
      eligibility: {
        heading: 'Who can use Rally',
        body: [
          '- You must be at least {{minimumAge}} years old to create an account. A parent or guardian may create an account and book sessions for a younger player, and is responsible for that player’s use of Rally.',
          '- An account is required to use the platform’s services beyond browsing public pages. You sign in with a Google account.',
          '- You must give accurate, complete and current information when you register and keep it up to date. You may not pretend to be someone else or hold more than one account for the same role.',
          '- You are responsible for everything done through your account. Tell us at once at {{supportEmail}} if you think someone else is using it.',
        ],
      },
      service: {
        heading: 'What Rally does',
        body: [
          'Rally connects players and parents with sparring partners, sports specialists (coaches) and academies. Coaches, sparring partners and academies are independent: they are not our employees or agents, and they are responsible for the sessions they give, the information on their profiles and their own qualifications. We check profiles before they are listed, but we do not guarantee the outcome of any session.',
        ],
      },
      bookings: {
        heading: 'Bookings',
        body: [
          '- A booking is a request to the person or academy you chose. It is confirmed only when they accept it; they may also decline it.',
          '- You may have one open booking request at a time.',
          '- Specialist sessions take place on a video call (Zoom or Jitsi); the link is sent when the session is accepted. Be on time and make sure your camera, microphone and connection work.',
          '- Sparring sessions take place at the place and time you agree with your partner. Follow the rules of the venue and play safely; you take part in physical activity at your own risk, within the limits the law allows.',
        ],
      },
      payments: {
        heading: 'Fees and payments',
        body: [
          'The booking fee is shown before you pay ({{bookingFees}} for a standard booking). You can pay online by card, UPI or the other methods our payment provider Razorpay offers, by scanning our UPI QR code, or choose Pay Later where offered and pay before the session. Prices include the taxes that apply unless stated otherwise. A booking paid online is recorded only when the payment provider confirms the payment.',
        ],
      },
      cancellations: {
        heading: 'Cancellations and refunds',
        body: [
          'You can cancel a booking at any time; the cancellation takes effect immediately and costs nothing extra. Whether you get your money back is decided by our Refund and Cancellation Policy and our Exchange and Refund Policy, which are part of these terms.',
        ],
      },
      content: {
        heading: 'Content you publish',
        body: [
          'You keep the rights to the photos, CVs, certificates, reviews, testimonials and blog posts you publish on Rally, and you give us a non-exclusive, worldwide, royalty-free licence to host, show and adapt them (for example resize a picture) to run and promote the service. You confirm that you have the right to publish them and that they are true.',
          'Reviews and ratings must describe your own experience. You may not publish content that is unlawful, misleading, hateful, harassing, sexual, that infringes someone else’s rights, or that advertises other services. We may review, hide or remove content and suspend accounts that break these rules.',
        ],
      },
      conduct: {
        heading: 'Acceptable use',
        body: [
          '- Treat other players, parents, coaches and academies with respect, online and on court.',
          '- Do not use Rally to contact people for purposes other than sport, to send spam, or to arrange payments outside Rally for bookings made on Rally.',
          '- Do not try to break, overload, scrape or reverse-engineer the service, or to reach data that is not yours.',
          '- Protect minors: sessions with a young player take place with the knowledge of a parent or guardian.',
        ],
      },
      suspension: {
        heading: 'Suspension and closing your account',
        body: [
          'You may close your account at any time by writing to {{supportEmail}}. We may suspend or close an account that breaks these terms or the Privacy Policy, that gives false information, or that puts other users at risk; where we can, we tell you why first. A violation of these terms or of the Privacy Policy also ends any right to a refund.',
        ],
      },
      liability: {
        heading: 'Our responsibility',
        body: [
          'We provide Rally with reasonable care and skill, but we cannot promise that it will always be available or free of errors. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim about a booking is limited to the amount you paid us for that booking. Nothing in these terms limits a liability that cannot be limited by law, or your rights as a consumer under the law of your country.',
        ],
      },
      law: {
        heading: 'Governing law and disputes',
        body: [
          'These terms are governed by the laws of India. Please contact us first so that we can try to resolve any dispute. Otherwise the courts of Bengaluru, India have jurisdiction, without depriving you of the protection of the mandatory consumer law of the country where you live.',
        ],
      },
      updates: {
        heading: 'Changes to these terms',
        body: [
          'We may change these terms when the service or the law changes. We publish every version with its version number and effective date, and we ask signed-in users to accept a new version before they continue using their account.',
        ],
      },
      contact: {
        heading: 'Contact',
        body: ['Questions about these terms: {{supportEmail}}, {{supportPhone}}, or WhatsApp {{whatsappNumber}}.'],
      },
    },
  },

  refundPolicy: {
    title: 'Refund and Cancellation Policy',
    description:
      'Rally’s money-back guarantee, when a payment is refunded, how long a refund takes to arrive, and how cancelling a booking works.',
    sections: {
      guarantee: {
        heading: 'Our {{refundWindowDays}}-day money-back guarantee',
        body: [
          'If you are not satisfied, you can get your money back within {{refundWindowDays}} days of your first purchase on Rally. The guarantee counts from the date of your first purchase (your first paid booking or subscription).',
        ],
      },
      exclusions: {
        heading: 'When there is no refund',
        body: [
          'A payment is not refunded:',
          '- after more than {{refundWindowDays}} days of use;',
          '- when you have violated our Terms and Conditions or our Privacy Policy;',
          '- when you paid a promotional or discounted rate.',
        ],
      },
      howRefundsArrive: {
        heading: 'How you receive a refund',
        body: [
          'A refund goes back to the original payment method: the card, UPI account or other method you paid with. It arrives within up to {{refundArrivalBusinessDays}} business days after we approve it; your bank or card issuer then decides when it appears on your statement.',
          'If you paid by scanning our UPI QR code, the refund goes back to the UPI account the payment came from. Bookings made with Pay Later and not yet paid, and free bookings, have nothing to refund.',
        ],
      },
      cancellation: {
        heading: 'Cancelling a booking',
        body: [
          'You can cancel a booking at any time from My bookings. A cancellation takes effect immediately, and there is no extra charge for cancelling. When a cancelled booking qualifies under the guarantee above, the refund starts automatically and we tell you by e-mail.',
          'When a coach, sparring partner or academy declines or cancels a booking you paid for, you can ask for a refund or an exchange as described in our Exchange and Refund Policy.',
        ],
      },
      howToAsk: {
        heading: 'How to ask for a refund',
        body: [
          'Cancel the booking in My bookings, or write to {{supportEmail}} from the e-mail address of your account with the booking and the reason. You can also call {{supportPhone}} or message us on WhatsApp at {{whatsappNumber}}. We answer every request and tell you the outcome by e-mail.',
        ],
      },
    },
  },

  exchangeAndRefundPolicy: {
    title: 'Exchange and Refund Policy',
    description:
      'How to move a paid Rally booking to another date, another specialist or another sparring partner, and when you get your money back instead.',
    sections: {
      scope: {
        heading: 'What this policy covers',
        body: [
          'Rally sells services, not goods: sessions with sparring partners and sports specialists, and bookings with academies. An "exchange" means moving a paid booking to another date or time, or to another coach, sparring partner or academy, instead of being refunded. This policy completes our Refund and Cancellation Policy.',
        ],
      },
      exchanges: {
        heading: 'Exchanging a booking',
        body: [
          '- Another date or time: agree a new time with the person you booked, or ask us to arrange it. The booking and its payment stay the same.',
          '- Another person: if the coach, sparring partner or academy cannot give the session, you can choose someone else on Rally for the same fee, and your payment moves to the new booking.',
          '- An exchange is free of charge. Write to {{supportEmail}} with your booking and what you would like instead.',
        ],
      },
      whenDeclined: {
        heading: 'When the other side declines or cancels',
        body: [
          'If the person or academy you booked declines your request, cancels it or does not attend, you choose: an exchange as above, or your money back to the original payment method within up to {{refundArrivalBusinessDays}} business days.',
        ],
      },
      refunds: {
        heading: 'Refunds instead of an exchange',
        body: [
          'Otherwise, refunds follow our Refund and Cancellation Policy: money back within {{refundWindowDays}} days of your first purchase, paid to the original payment method within up to {{refundArrivalBusinessDays}} business days; no refund after more than {{refundWindowDays}} days of use, after a violation of our Terms and Conditions or Privacy Policy, or for a promotional or discounted rate.',
        ],
      },
      sessionQuality: {
        heading: 'If a session went wrong',
        body: [
          'If a video session could not take place because of a technical problem on our side, or a session was clearly not what the profile described, tell us within the refund period at {{supportEmail}}. We review every report and offer an exchange or a refund under the rules above.',
        ],
      },
      contact: {
        heading: 'Contact',
        body: ['Write to {{supportEmail}}, call {{supportPhone}} or message us on WhatsApp at {{whatsappNumber}}.'],
      },
    },
  },
}

export type LegalTexts = typeof en
export default en
