import type { FaqText } from '@rally/shared'

export default {
  'book-partner': {
    question: 'How do I book a sparring partner?',
    answer:
      'Choose your sport, open Sparring Partners and pick a player by rank, city or name. On their profile press Book, fill in your contact details, preferred date and time and session length, then choose Book Now & Pay Later or Pay & Book Now.',
  },
  'book-specialist': {
    question: 'How do I book a session with a sports specialist?',
    answer:
      'Open Sports Specialist for your sport, choose a coach, physiotherapist, nutritionist or other specialist and press Book. Specialist sessions take place on a video call: you choose the length in minutes and a preferred time.',
  },
  'account-required': {
    question: 'Do I need an account to book?',
    answer:
      'Yes. Sign in with your Google account before booking, so that your bookings, payments and messages stay together in one place. You must be at least 18 years old to have an account.',
  },
  'one-request': {
    question: 'Why can I have only one open request at a time?',
    answer:
      'A user can make one request at a time. Partners and specialists answer faster when they are not flooded with duplicate requests, so wait until your open request is accepted, declined or cancelled before you make another.',
  },
  'after-request': {
    question: 'What happens after I send a booking request?',
    answer:
      'We e-mail you a confirmation and tell the partner or specialist, who accepts or declines the request. You can follow its status under My Bookings, and you receive an e-mail each time it changes.',
  },
  'cancel-booking': {
    question: 'Can I cancel a booking?',
    answer:
      'Yes. Open My Bookings and cancel a request that has not taken place yet. Cancellation takes effect immediately and costs nothing extra.',
  },
  'booking-fee': {
    question: 'How much does a booking cost?',
    answer:
      'The booking fee is {inr} in India, {usd} in US dollars or {eur} in euros. Some partners and specialists set their own session fee, which their profile shows before you book.',
  },
  'fee-covers': {
    question: 'What does the booking fee pay for?',
    answer:
      'It reserves your place in the partner’s or specialist’s calendar and pays for secure payment processing, the confirmation e-mails, the video link of specialist sessions and our support if something goes wrong.',
  },
  'pay-later': {
    question: 'What is Pay Later?',
    answer:
      'Book Now & Pay Later sends your request without an online payment: the booking is recorded with its payment pending, and you pay the fee before the session on the payment page, by UPI QR code, card or UPI.',
  },
  currency: {
    question: 'Which currency am I charged in?',
    answer:
      'Online payments are made in Indian rupees (INR). If your card is in another currency, your bank converts the amount at its own rate and may add a foreign transaction fee.',
  },
  'payment-methods': {
    question: 'Which payment methods can I use?',
    answer:
      'Debit and credit cards, UPI, our UPI QR code, which any UPI app can scan, and the other methods the secure checkout offers, such as net banking and wallets.',
  },
  upi: {
    question: 'Can I pay with UPI?',
    answer:
      'Yes. Choose UPI in the checkout and approve the request in your UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank’s app), or scan the QR code on the payment page.',
  },
  'qr-code': {
    question: 'How does paying by QR code work?',
    answer:
      'On the payment page, scan the QR code with any UPI app; tap the code to enlarge it to full screen if it is hard to scan. The amount is filled in for you. After paying, press I have paid and give your payment reference so we can confirm it.',
  },
  'card-safety': {
    question: 'Are my card details safe?',
    answer:
      'Card details are typed into the payment provider’s secure checkout and never reach Rally’s servers. We only receive a signed confirmation of the payment, which our server checks before it confirms your booking.',
  },
  'payment-failed': {
    question: 'My payment failed or was cancelled. What now?',
    answer:
      'A cancelled payment is not charged: simply try again. If money left your account but no booking was created, write to us with your payment reference and we will confirm the booking or refund you.',
    link: 'Contact us',
  },
  'money-back': {
    question: 'Can I get my money back?',
    answer:
      'Yes. There is a {refundDays}-day money-back guarantee from your first purchase: ask for a refund within {refundDays} days and you get the full amount back.',
    link: 'Read the refund and cancellation policy',
  },
  'refund-time': {
    question: 'How long does a refund take?',
    answer:
      'Refunds go back to the original payment method within up to {refundBusinessDays} business days. Your bank may need a little longer to show the money on your statement.',
  },
  'no-refund': {
    question: 'When is a refund not possible?',
    answer:
      'After more than {refundDays} days of use, after a violation of the terms and conditions or the privacy policy, and on a promotional or discounted rate.',
    link: 'Read the refund and cancellation policy',
  },
  'automatic-refund': {
    question: 'I paid while I already had an open request. Am I charged twice?',
    answer:
      'No. A user can make one request at a time, so a payment made while another request is open is refunded to the original payment method automatically, and we tell you by e-mail.',
  },
  'video-how': {
    question: 'How do video sessions with specialists work?',
    answer:
      'When the specialist accepts your request, we create a video meeting and e-mail the link to both of you. At the agreed time, open the link from the e-mail or from My Bookings to join.',
  },
  'video-needs': {
    question: 'What do I need for a video session?',
    answer:
      'A phone, tablet or computer with a camera, a microphone and a stable internet connection. For technique analysis, place the device so that your whole body is in the picture, or ask someone to film you.',
  },
  'video-missed': {
    question: 'What if the specialist does not join the call?',
    answer:
      'Give them a few minutes, then write to us from the e-mail address you booked with. We arrange a new time with the specialist or refund you under the refund policy.',
    link: 'Contact us',
  },
  'become-partner': {
    question: 'How do I register as a sparring partner?',
    answer:
      'Sign in, choose Sparring Partner as your role during onboarding and complete your profile: sport, level, ranking, city, availability and a photo. Players can book you once your profile is active.',
  },
  'become-specialist': {
    question: 'How do I register as a sports specialist?',
    answer:
      'Sign in, choose Sports Specialist during onboarding and fill in your profile: specialty, experience, achievements, session fee, references, your CV and certificates. We review every application before it is listed and e-mail you when your profile is approved.',
  },
  'edit-profile': {
    question: 'Can I change my profile later?',
    answer:
      'Yes. Open Profile from the user menu to update your details, photo, fee and availability at any time; the changes show on your public profile at once.',
  },
  'list-academy': {
    question: 'How do I list my academy or club?',
    answer:
      'Sign in and register your academy with its name, sport, location, description, cover image and contact links. It appears on the Academies page of its sport once approved; premium academies are shown first.',
  },
  'find-jobs': {
    question: 'Where can I find coaching jobs?',
    answer:
      'Open Jobs in the header of your sport. It lists vacancies from academies and clubs with the role, location, employment type and salary, and you can apply with your CV.',
  },
  'post-vacancy': {
    question: 'Can my academy post job vacancies?',
    answer:
      'Yes. Academies can promote themselves, hire coaches and post jobs: describe the role, location, employment type, working hours and salary, and coaches apply directly.',
  },
} satisfies Record<string, FaqText>
