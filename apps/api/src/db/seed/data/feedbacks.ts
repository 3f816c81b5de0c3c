/** What reviewers write, and how the ratings of a partner or specialist are spread. */

export const feedbackComments = {
  partner: {
    good: [
      'Great hitting partner, kept the rallies going for the full hour.',
      'Very punctual and adjusted the pace to my level.',
      'Played a proper practice match with me before my tournament. Exactly what I needed.',
      'Fed drills patiently and gave useful tips between sets.',
      'Strong player but never made me feel out of my depth.',
      'Booked three sessions already, will keep booking.',
      'My son enjoyed it a lot, very friendly with kids.',
    ],
    fine: [
      'Good session, though we started ten minutes late.',
      'Solid player, but I wanted more match play and less drilling.',
      'Nice rallies, court booking was a bit confusing.',
    ],
    poor: [
      'Cancelled once at the last minute.',
      'The level was too high for me; we did not really adapt.',
      'Spent a lot of the session on the phone.',
    ],
  },
  coach: {
    good: [
      'Helped me fix my backhand grip in two sessions.',
      'The video call was clear and the drills were easy to follow at home.',
      'Explained footwork in a way my daughter finally understood.',
      'Very knowledgeable, gave me a written plan after the call.',
      'Worth every rupee. My serve is much more consistent now.',
      'Calm and encouraging, exactly what I needed before nationals.',
      'Practical advice I could use at my next practice.',
    ],
    fine: [
      'Good advice, but the call felt rushed at the end.',
      'Useful session, the audio dropped a couple of times.',
      'Helpful, though a bit generic for my level.',
    ],
    poor: [
      'Joined the call fifteen minutes late.',
      'Mostly theory, not much I could apply on court.',
      'Did not look at the video I sent before the session.',
    ],
  },
  rejected: [
    'Contact me for cheap racquets and shoes!!!',
    'test',
    'This is my brother, five stars from the whole family',
    'asdfgh',
  ],
}

export const ratingProfiles = {
  excellent: [
    { weight: 70, value: 5 },
    { weight: 25, value: 4 },
    { weight: 5, value: 3 },
  ],
  good: [
    { weight: 35, value: 5 },
    { weight: 45, value: 4 },
    { weight: 20, value: 3 },
  ],
  mixed: [
    { weight: 25, value: 5 },
    { weight: 35, value: 4 },
    { weight: 20, value: 3 },
    { weight: 12, value: 2 },
    { weight: 8, value: 1 },
  ],
}
