import { base, en, Faker } from '@faker-js/faker'
import type { Transaction } from '../client.ts'
import { type bookings, testimonials } from '../schema/index.ts'
import type { DemoAccounts } from './demo-users.ts'

type TestimonialRow = typeof testimonials.$inferInsert & { id: string; createdAt: Date }
type BookingRow = typeof bookings.$inferInsert & { id: string; createdAt: Date }
type Role = TestimonialRow['role']
type Sport = TestimonialRow['sport']

type Said = { authorName: string; role: Role; sport: Sport; country: string; quote: string; photo?: false }

const day = 24 * 60 * 60 * 1000

/**
 * What players, parents, coaches and academies said, newest first: most of them from India, where
 * most bookings are, then South-East Asia and further away. Countries are spelled as the shared list
 * of countries spells them, which the testimonial form offers.
 */
const approved: Said[] = [
  {
    authorName: 'Ananya Krishnan',
    role: 'player',
    sport: 'Badminton',
    country: 'India',
    quote:
      'I moved to Hyderabad for work and knew nobody at the courts. Within a week Rally found me a state-level partner two kilometres away, and we now play every Tuesday and Friday.',
  },
  {
    authorName: 'Rohit Deshmukh',
    role: 'parent',
    sport: 'Tennis',
    country: 'India',
    quote:
      'My son had plateaued at his academy. Two video sessions with a specialist on Rally fixed his toss and gave him a practice plan he actually follows. Worth every rupee.',
  },
  {
    authorName: 'Lestari Wibowo',
    role: 'coach',
    sport: 'Badminton',
    country: 'Indonesia',
    quote:
      'As a coach I get players from Jakarta, Surabaya and even Perth booking video reviews. Rally handles the scheduling and payments, so I only think about the footwork.',
  },
  {
    authorName: 'Kavya Reddy',
    role: 'player',
    sport: 'Tennis',
    country: 'India',
    quote:
      'Booking a sparring partner is as easy as booking a cab. The ranking on each profile is honest, so the level of play matched what I was looking for.',
  },
  {
    authorName: 'Daniel Tan',
    role: 'player',
    sport: 'Badminton',
    country: 'Malaysia',
    quote:
      'I wanted someone who could push my defence before the club championship. My partner from Rally played three hard sessions with me and I reached the final.',
  },
  {
    authorName: 'Sunrise Racquet Academy',
    role: 'academy',
    sport: 'Tennis',
    country: 'India',
    quote:
      'We listed our academy on Rally and filled our new weekend batch in under a month. Parents find us by city and read the coach profiles before they call.',
  },
  {
    authorName: 'Emily Carter',
    role: 'parent',
    sport: 'Tennis',
    country: 'United States',
    quote:
      'We found an experienced coach in Pune for my daughter’s online mental-game sessions. The time zones were handled for us and every call started on time.',
  },
  {
    authorName: 'Arjun Nair',
    role: 'coach',
    sport: 'Tennis',
    country: 'India',
    quote:
      'Rally charges me no commission, and players arrive knowing my fee and my session length. I have coached players from Kochi to Dubai without leaving my club.',
  },
  {
    authorName: 'Nattapong Srisuk',
    role: 'player',
    sport: 'Badminton',
    country: 'Thailand',
    quote:
      'The partner search by rank is brilliant. I play much better now that I train with people a level above me instead of the same four friends.',
  },
  {
    authorName: 'Meenakshi Pillai',
    role: 'parent',
    sport: 'Badminton',
    country: 'India',
    quote:
      'My twelve-year-old was nervous about her first district tournament. A specialist on Rally talked her through match routines, and she walked on court calm and smiling.',
  },
  {
    authorName: 'Oliver Hughes',
    role: 'player',
    sport: 'Tennis',
    country: 'United Kingdom',
    quote:
      'I travel for work and used Rally to find hitting partners in Bengaluru and Singapore. Both were punctual, friendly and properly good players.',
  },
  {
    authorName: 'Siti Aminah',
    role: 'coach',
    sport: 'Badminton',
    country: 'Malaysia',
    quote:
      'I teach juniors in the evenings and offer video reviews at lunch. Rally lets me set my own hours, and the booking e-mails tell me exactly what each player wants to work on.',
  },
  {
    authorName: 'Vikram Sethi',
    role: 'player',
    sport: 'Tennis',
    country: 'India',
    quote:
      'I paid with UPI in seconds and my partner confirmed the same evening. Ninety minutes of proper baseline rallies at 6 am — exactly what I needed before nationals.',
  },
  {
    authorName: 'Carmen López',
    role: 'coach',
    sport: 'Tennis',
    country: 'Spain',
    quote:
      'Coaching over video sounded strange to me at first. With Rally the players send their match clips ahead, and we spend the whole call on what matters.',
  },
  {
    authorName: 'Shuttle Point Academy',
    role: 'academy',
    sport: 'Badminton',
    country: 'India',
    quote:
      'Our coaches were hired through Rally’s academy listing, and two of our seniors now earn as sparring partners on the platform. It has been good for the whole club.',
  },
  {
    authorName: 'Hiroshi Tanaka',
    role: 'player',
    sport: 'Badminton',
    country: 'Japan',
    quote:
      'I booked a former national player as a sparring partner during a month in Kuala Lumpur. Fast, fair, and the session was the best training of my trip.',
  },
  {
    authorName: 'Priya Bhatt',
    role: 'player',
    sport: 'Badminton',
    country: 'India',
    quote:
      'As a woman playing late in the evening, I liked that I could read reviews and see real profiles before booking. Every partner I have played with has been respectful.',
  },
  {
    authorName: 'Maria Santos',
    role: 'parent',
    sport: 'Badminton',
    country: 'Philippines',
    quote:
      'My son trains in Manila and could not find a coach for his backhand clear. A specialist on Rally fixed it in three calls, with drills we do in the garden.',
  },
  {
    authorName: 'Ji-woo Park',
    role: 'player',
    sport: 'Tennis',
    country: 'South Korea',
    quote:
      'The filters by city and fee made it simple to find a partner for weekend doubles practice. We have kept the same group for six months now.',
  },
  {
    authorName: 'Sanjay Kulkarni',
    role: 'coach',
    sport: 'Badminton',
    country: 'India',
    quote:
      'After twenty years of coaching in Pune, Rally brought me my first students from abroad. The platform does the admin, I do the teaching.',
  },
  {
    authorName: 'Nguyen Thi Lan',
    role: 'player',
    sport: 'Badminton',
    country: 'Vietnam',
    quote:
      'The Talk with Champions session was the highlight of my year. I asked about tournament nerves and got answers from someone who has played world events.',
  },
  {
    authorName: 'Baseline Tennis Club',
    role: 'academy',
    sport: 'Tennis',
    country: 'Singapore',
    quote:
      'Rally sends us players who already know our programme and our fees. Our trial classes convert far better than with any listing we used before.',
  },
  {
    authorName: 'Aditya Menon',
    role: 'parent',
    sport: 'Tennis',
    country: 'India',
    quote:
      'We use Rally for my daughter’s fitness sessions with a physiotherapist and for match play with ranked juniors. One place for everything, and clear receipts.',
  },
  {
    authorName: 'James Wilson',
    role: 'player',
    sport: 'Tennis',
    country: 'Australia',
    quote:
      'Found a partner in Melbourne who plays exactly my style of aggressive baseline tennis. The booking was confirmed within an hour.',
  },
  {
    authorName: 'Ayesha Rahman',
    role: 'player',
    sport: 'Badminton',
    country: 'Bangladesh',
    quote:
      'I could not find women to train with in Dhaka until a friend told me about Rally. Now I have a regular partner and a coach who reviews my videos every month.',
  },
  {
    authorName: 'Lukas Becker',
    role: 'coach',
    sport: 'Tennis',
    country: 'Germany',
    quote:
      'Players from India and Indonesia book my serve clinics over video. Payments arrive reliably and the calendar never double-books me.',
  },
  {
    authorName: 'Farah Al Mansoori',
    role: 'parent',
    sport: 'Badminton',
    country: 'United Arab Emirates',
    quote:
      'My two boys each have a coach on Rally. The reminders and the meeting links just work, and the coaches send notes after every session.',
  },
  {
    authorName: 'Chamari Perera',
    role: 'player',
    sport: 'Tennis',
    country: 'Sri Lanka',
    quote:
      'Booking a higher-ranked partner made me raise my game. She pushed me through long rallies and then explained what I could do better.',
  },
  {
    authorName: 'Smash Badminton Academy',
    role: 'academy',
    sport: 'Badminton',
    country: 'Indonesia',
    quote:
      'We post our coaching vacancies on Rally and received applications from three countries in the first week. Two of those coaches now lead our junior squads.',
  },
  {
    authorName: 'Mathilde Moreau',
    role: 'player',
    sport: 'Tennis',
    country: 'France',
    quote:
      'On holiday in Goa I wanted to keep training. Rally found me a friendly club player for three mornings, and I came home in better form than when I left.',
  },
  {
    authorName: 'Rajesh Thapa',
    role: 'coach',
    sport: 'Badminton',
    country: 'Nepal',
    quote:
      'Rally lets a coach from Kathmandu reach players in Delhi and Doha. My weekends are now full of video sessions I enjoy teaching.',
  },
  {
    authorName: 'Ethan Brooks',
    role: 'parent',
    sport: 'Tennis',
    country: 'Canada',
    quote:
      'The refund policy was clear before I paid, and when we had to cancel a session the money came back within a week. That trust is why we keep booking.',
    photo: false,
  },
  {
    authorName: 'Mikkel Jensen',
    role: 'player',
    sport: 'Badminton',
    country: 'Denmark',
    quote:
      'I booked a session with an Indian doubles specialist to learn a new rotation. Great communication, good humour and a lot of useful detail.',
    photo: false,
  },
]

/** Sent by the demo accounts that offer sessions and waiting for a moderator, so the admin has some to decide. */
const waiting: (Omit<Said, 'authorName'> & { account: 'coach' | 'partner' | 'academy' })[] = [
  {
    account: 'coach',
    role: 'coach',
    sport: 'Badminton',
    country: 'India',
    quote:
      'Rally fills my evening slots with players who have already read my profile. I spend my time coaching instead of chasing messages.',
  },
  {
    account: 'partner',
    role: 'player',
    sport: 'Tennis',
    country: 'Indonesia',
    quote:
      'Offering sparring sessions on Rally keeps me match-sharp between tournaments, and every booking comes with the player’s level and goals.',
  },
  {
    account: 'academy',
    role: 'academy',
    sport: 'Tennis',
    country: 'Spain',
    quote:
      'Our academy page brings enquiries from families abroad every week, and the listing costs us nothing. We recommend it to every club we know.',
  },
]

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * The demo testimonials: 33 approved ones spread over the 400 days before the reference date, India
 * first (the newest); the demo parent's own, approved, about her first completed booking; and three
 * waiting for moderation. The demo player has none, so he can send one. The same rows every time.
 */
export function buildDemoTestimonials({
  demo,
  bookings,
  referenceDate,
}: {
  demo: DemoAccounts
  bookings: BookingRow[]
  referenceDate: Date
}): TestimonialRow[] {
  const f = new Faker({ locale: [en, base] })
  f.seed(909)
  const dates = Array.from({ length: approved.length }, () =>
    f.date.between({ from: referenceDate.getTime() - 400 * day, to: referenceDate.getTime() - day }),
  ).sort((a, b) => b.getTime() - a.getTime())
  const rows: TestimonialRow[] = approved.map((said, index) => {
    const id = f.string.uuid()
    const { photo, ...fields } = said
    const createdAt = dates[index] as Date
    return {
      ...fields,
      id,
      photoUrl: photo === false ? null : `/media/avatars/${slug(said.authorName)}-${id.slice(0, 4)}.svg`,
      status: 'approved',
      createdAt,
      decidedAt: new Date(createdAt.getTime() + f.number.int({ min: 1, max: 3 }) * day),
    }
  })

  const parent = demo.user('parent')
  const parentBooking = bookings
    .filter((row) => row.userId === parent.id && row.status === 'completed')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]
  if (parentBooking) {
    const createdAt = new Date(parentBooking.createdAt.getTime() + 5 * day)
    rows.push({
      id: f.string.uuid(),
      quote:
        'Booking sessions for my daughter from Kuala Lumpur takes two minutes, and the coaches explain things in a way a thirteen-year-old understands.',
      authorName: `${parent.firstName} ${parent.lastName}`,
      role: 'parent',
      sport: parentBooking.sport === 'Tennis' ? 'Tennis' : 'Badminton',
      country: 'Malaysia',
      photoUrl: parent.picture ?? null,
      userId: parent.id,
      bookingId: parentBooking.id,
      status: 'approved',
      createdAt,
      decidedAt: new Date(createdAt.getTime() + day),
    })
  }

  for (const said of waiting) {
    const user = demo.user(said.account)
    const { account: _, ...fields } = said
    rows.push({
      ...fields,
      id: f.string.uuid(),
      authorName: `${user.firstName} ${user.lastName}`,
      photoUrl: user.picture ?? null,
      userId: user.id,
      status: 'pending',
      createdAt: new Date(referenceDate.getTime() - f.number.int({ min: 1, max: 6 }) * day),
    })
  }
  return rows
}

export async function seedDemoTestimonials(tx: Transaction, input: Parameters<typeof buildDemoTestimonials>[0]) {
  const rows = buildDemoTestimonials(input)
  await tx.insert(testimonials).values(rows)
  return rows.length
}
