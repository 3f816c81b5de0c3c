import { base, en, Faker } from '@faker-js/faker'
import type { Transaction } from '../client.ts'
import { newsArticles } from '../schema/index.ts'
import type { DemoAccounts } from './demo-users.ts'

type NewsRow = typeof newsArticles.$inferInsert & { id: string }
type Sport = 'Tennis' | 'Badminton' | null

type Story = {
  sport: Sport
  title: string
  summary: string
  body: string[]
  daysAgo: number
  /** A demo outlet on the reserved .example domain, as a configured feed would bring it; none for Rally's own. */
  source?: { name: string; url: string }
}

const day = 24 * 60 * 60 * 1000

/** News written for the demo: club, junior and tour stories of both sports, newest first. */
const stories: Story[] = [
  {
    sport: 'Badminton',
    title: 'Hyderabad juniors sweep the under-15 doubles at the South Zone championship',
    summary:
      'Two pairs from the same Gachibowli academy met in the final, the first all-Hyderabad under-15 doubles final in six editions.',
    body: [
      'The South Zone junior championship closed on Sunday with an all-Hyderabad final in the boys’ under-15 doubles. Both pairs train at the same academy in Gachibowli and had not dropped a game on their way through the draw.',
      'The winners came back from 17-20 down in the deciding game, saving three match points with flat drives to the body. Their coach said the pairs practise against each other three evenings a week, which showed in how well each side read the other’s serve.',
      'Both pairs are now ranked inside the national top ten for their age group and will travel to the national championship in January.',
    ],
    daysAgo: 1,
  },
  {
    sport: 'Tennis',
    title: 'Pune’s clay courts reopen after monsoon resurfacing',
    summary:
      'The city’s oldest club has relaid all six of its clay courts with better drainage, so play can resume within an hour of heavy rain.',
    body: [
      'One of Pune’s oldest tennis clubs has reopened its six clay courts after eight weeks of resurfacing. The new base drains far faster than the old one, and the groundskeepers expect courts to be playable within an hour of a monsoon downpour.',
      'Members had been moved to the club’s two hard courts during the work, with bookings limited to one hour a day. The full timetable, including the junior evening batches, starts again this week.',
      'The club will host a weekend doubles round robin next month to mark the reopening; entries are open to members and visiting players with a ranking.',
    ],
    daysAgo: 2,
    source: { name: 'Deccan Courtside', url: 'https://deccan-courtside.example/2026/10/pune-clay-courts-reopen' },
  },
  {
    sport: null,
    title: 'Rally now lists academies in Kuala Lumpur and Jakarta',
    summary:
      'Players in Malaysia and Indonesia can now find tennis and badminton academies near them, compare batches and book a trial.',
    body: [
      'Rally’s academy directory now covers Kuala Lumpur and Jakarta, alongside the Indian cities where it started. Each listing shows the academy’s courts, coaches, batch timings and the ages it teaches.',
      'Academies can add themselves from their profile and are reviewed before they appear. Players can filter by sport and city and read what other families say before they call.',
      'More cities in South-East Asia will follow as academies there sign up.',
    ],
    daysAgo: 3,
  },
  {
    sport: 'Badminton',
    title: 'What a year of shuttle-speed testing taught one club about choosing feathers',
    summary:
      'A Bengaluru club logged the speed and life of every tube it bought for a year. Its findings could save players money.',
    body: [
      'For twelve months a Bengaluru badminton club recorded every tube of shuttles it opened: the brand, the speed number, the hall temperature and how many games each shuttle lasted.',
      'The club found that matching the speed number to the season mattered more than the brand. In the hot months a slower shuttle flew true and lasted longer; in the cooler months the same shuttles fell short and were replaced sooner.',
      'Its committee now buys two speeds a year and says its spending on shuttles fell by nearly a fifth.',
    ],
    daysAgo: 5,
    source: { name: 'Shuttle Times', url: 'https://shuttle-times.example/features/shuttle-speed-year' },
  },
  {
    sport: 'Tennis',
    title: 'Serve clinics for women players fill within a day in Chennai',
    summary:
      'A series of free weekend serve clinics for women, run by three local coaches, had a waiting list before the first session.',
    body: [
      'Three Chennai coaches have started free weekend clinics that focus on one shot: the serve. The first series of four sessions filled within a day of being announced.',
      'The coaches say many adult women players learned the game without ever being taught a full service motion, and a reliable serve changes how much they enjoy match play.',
      'A second series will run in the new year, and the coaches hope to repeat the format in Coimbatore.',
    ],
    daysAgo: 6,
  },
  {
    sport: 'Badminton',
    title: 'Kuala Lumpur hall adds eight courts with wooden floors',
    summary:
      'A sports complex in Cheras has added eight sprung wooden courts, easing the evening rush for club players.',
    body: [
      'A sports complex in Cheras has opened eight new badminton courts on sprung wooden flooring, taking its total to twenty.',
      'Evening slots at the hall had been booked out weeks ahead. The new courts are reserved for club sessions on weekday evenings and open to casual players on weekends.',
      'The complex says the flooring is kinder to players’ knees than the synthetic mats on its older courts, which will be replaced next year.',
    ],
    daysAgo: 8,
    source: { name: 'Malaysia Racquet Review', url: 'https://racquet-review-my.example/news/cheras-eight-new-courts' },
  },
  {
    sport: 'Tennis',
    title: 'A sparring partner, not a coach: why club players are booking hitting sessions',
    summary:
      'More adult players are booking ranked hitters for an hour of match-paced rallies instead of another lesson.',
    body: [
      'Club players who have taken lessons for years are increasingly booking something else: an hour with a strong, ranked player who simply rallies and plays points at match pace.',
      'Partners on Rally say the most common request is for consistency at a higher pace than a player meets in club doubles. Many bookers come back weekly before a tournament.',
      'Coaches we spoke to welcome the trend: a player who practises against better hitters between lessons brings better questions to the next one.',
    ],
    daysAgo: 10,
  },
  {
    sport: null,
    title: 'Hydration in humid halls: what sports physicians recommend for long sessions',
    summary:
      'Physicians who work with racquet-sports players explain how much to drink, and when, in hot and humid conditions.',
    body: [
      'Racquet-sports players in South and South-East Asia often train in halls that are both hot and humid. Sports physicians advise drinking before a session, not only during it.',
      'For sessions longer than an hour they recommend a drink with electrolytes rather than water alone, and weighing yourself before and after a long session to learn how much you lose.',
      'Signs that a player should stop include dizziness, cramps and a headache that comes on during play.',
    ],
    daysAgo: 12,
    source: { name: 'Court Health', url: 'https://court-health.example/articles/hydration-humid-halls' },
  },
  {
    sport: 'Badminton',
    title: 'Lucknow to host a national ranking tournament for the first time in a decade',
    summary: 'The city’s new indoor stadium has been confirmed as the venue for a senior ranking event next spring.',
    body: [
      'Lucknow will host a senior national ranking badminton tournament next spring, the first in the city for ten years.',
      'The new indoor stadium has twelve courts under LED lighting and seating for three thousand. Local clubs have been asked to provide line judges and volunteers.',
      'Entries open in February. Players from the state are expected to make up a large share of the draw.',
    ],
    daysAgo: 14,
  },
  {
    sport: 'Tennis',
    title: 'Junior tennis: how an Ahmedabad academy cut injuries by a third',
    summary:
      'A structured warm-up and a limit on serves per session helped one academy reduce shoulder and back injuries among its juniors.',
    body: [
      'An Ahmedabad academy that trains more than a hundred juniors kept a log of every injury for two seasons. Shoulder and lower-back problems were the most common.',
      'It introduced a fifteen-minute warm-up with bands, a limit on serves per session for players under fourteen, and one rest day a week without exceptions.',
      'Over the following season injuries that kept a player off court fell by about a third, and the academy has shared its warm-up with other coaches in the state.',
    ],
    daysAgo: 16,
    source: { name: 'Baseline India', url: 'https://baseline-india.example/juniors/ahmedabad-injury-log' },
  },
  {
    sport: 'Badminton',
    title: 'Video sessions help a Jakarta club player fix her backhand clear',
    summary:
      'Three video calls with a specialist and a month of practice turned a weak backhand clear into a shot she trusts.',
    body: [
      'A club player in Jakarta had struggled with her backhand clear for years: it kept landing mid-court, where opponents waited for it.',
      'She booked three video sessions with a specialist on Rally, filming herself at the club and reviewing the clips together. The fix was in the grip and the timing of the wrist, not in strength.',
      'A month later she says she plays the shot without thinking, and her doubles partner no longer covers the back of the court alone.',
    ],
    daysAgo: 18,
  },
  {
    sport: 'Tennis',
    title: 'Night tennis returns to Mumbai’s public courts',
    summary:
      'The municipal courts in Andheri have new floodlights, and evening slots are open to booking again after two years.',
    body: [
      'Public tennis courts in Andheri have had their floodlights replaced, and evening play is back for the first time in two years.',
      'Slots run until ten at night and can be booked a week ahead. Coaches running community programmes get a share of the early evening hours for children.',
      'Players have long asked for more evening courts in the city, where daytime heat makes play hard for much of the year.',
    ],
    daysAgo: 21,
    source: { name: 'Mumbai Sports Desk', url: 'https://mumbai-sports-desk.example/tennis/andheri-floodlights' },
  },
  {
    sport: null,
    title: 'Choosing a racquet string tension: a guide for club players',
    summary:
      'Lower tension gives more power and comfort, higher gives more control. How to choose, for tennis and badminton alike.',
    body: [
      'String tension is one of the few things about a racquet that a player can change cheaply, and it changes how the racquet plays more than most people expect.',
      'In both tennis and badminton, lower tension gives more power and a larger sweet spot, and is kinder to the arm. Higher tension gives more control for players who already swing fast.',
      'Our specialists suggest that club players start in the middle of the range their racquet recommends and change in small steps, noting how each change feels over a few sessions.',
    ],
    daysAgo: 24,
  },
  {
    sport: 'Badminton',
    title: 'Penang club’s masters team wins the inter-state veterans trophy',
    summary: 'Players aged 45 and over from a Penang club won the veterans team event without losing a tie.',
    body: [
      'A Penang badminton club’s veterans team has won the inter-state trophy for players aged 45 and over, winning all five of its ties.',
      'The team trains twice a week and several of its players took up the game again only after retiring from work. Their captain credited their doubles rotation and patience in long rallies.',
      'The club plans to enter a second team next year.',
    ],
    daysAgo: 27,
    source: { name: 'Malaysia Racquet Review', url: 'https://racquet-review-my.example/news/penang-veterans-trophy' },
  },
  {
    sport: 'Tennis',
    title: 'Bengaluru Open junior draw announced, with wildcards for two local players',
    summary:
      'The junior event that runs beside the city’s professional tournament has its draw, including two wildcards from Bengaluru academies.',
    body: [
      'The junior event held alongside Bengaluru’s professional tournament has announced its draw of thirty-two, with two wildcards for players from local academies.',
      'Both wildcards are sixteen and have trained together since they were eight. Their academy said they have been playing practice sets against senior players to prepare for the pace of the event.',
      'Matches will be played on the outside courts during the first week, and entry to watch is free.',
    ],
    daysAgo: 30,
  },
  {
    sport: 'Badminton',
    title: 'Footwork first: a coach’s six-week plan for new doubles players',
    summary: 'A national-level coach shares the footwork drills she gives every player who is new to doubles.',
    body: [
      'New doubles players often know the shots but not where to stand. A national-level coach on Rally shares the six-week plan she gives them.',
      'The first two weeks are rotation only: front and back, attack and defence, without a shuttle. Weeks three and four add the serve and the return, and the last two weeks are match play with a single rule — move after every shot.',
      'She says players who follow the plan stop colliding with their partner within a month.',
    ],
    daysAgo: 34,
  },
  {
    sport: 'Tennis',
    title: 'Singapore’s community courts add a booking queue for peak hours',
    summary: 'Residents can now join a queue for weekend courts instead of refreshing the booking page at midnight.',
    body: [
      'Community tennis courts in several Singapore neighbourhoods have moved to a queue for weekend peak hours. Residents join the queue during the week and are offered slots in turn.',
      'The change follows complaints that weekend courts were booked within seconds of opening. Off-peak slots can still be booked directly.',
      'Players say the queue is fairer, though some miss being able to plan a week ahead.',
    ],
    daysAgo: 38,
    source: { name: 'Lion City Tennis', url: 'https://lioncity-tennis.example/news/community-courts-queue' },
  },
  {
    sport: null,
    title: 'Parents’ guide: how to tell if a junior is ready for tournaments',
    summary:
      'Coaches list the signs that a child is ready for competition, and why waiting a season is often the better choice.',
    body: [
      'Parents often ask coaches when their child should start playing tournaments. The coaches we asked agree that age matters less than a few simple signs.',
      'A junior who can keep score alone, serve reliably, and recover after losing a point without looking to the side of the court is usually ready. One who still needs the coach to restart every rally is not.',
      'Starting with local, one-day events keeps travel and cost low, and gives the family a feel for competition before committing to a full season.',
    ],
    daysAgo: 42,
  },
  {
    sport: 'Badminton',
    title: 'Kolkata’s oldest badminton club celebrates its centenary',
    summary: 'Founded in 1926, the club marked a hundred years with an exhibition night and a junior open.',
    body: [
      'One of Kolkata’s oldest badminton clubs has turned one hundred. It was founded by a group of friends in 1926 and has moved hall three times since.',
      'The centenary was marked with an exhibition night featuring former state champions and a junior open that drew more than two hundred entries.',
      'The club’s archive of score sheets and photographs will be shown at the city museum next year.',
    ],
    daysAgo: 47,
    source: { name: 'Shuttle Times', url: 'https://shuttle-times.example/clubs/kolkata-centenary' },
  },
  {
    sport: 'Tennis',
    title: 'Five drills to sharpen your return of serve',
    summary: 'A sparring partner and a specialist on Rally pick the drills that improved their own returns the most.',
    body: [
      'The return is the shot club players practise least and need most. A ranked sparring partner and a specialist on Rally chose the five drills that helped them most.',
      'They include returning from a step inside the baseline, returning to a target cone, and a drill in which the server may serve only to the backhand until the returner wins three points in a row.',
      'Both recommend ten minutes of returns at the start of every hitting session, when the legs are fresh.',
    ],
    daysAgo: 52,
  },
  {
    sport: 'Badminton',
    title: 'Surabaya school league doubles its entries in its second year',
    summary:
      'More than forty schools entered this year’s inter-school badminton league, up from twenty in the first season.',
    body: [
      'An inter-school badminton league in Surabaya has doubled in size in its second year, with forty-two schools entering teams.',
      'Matches are played on Saturday mornings at three halls across the city. Each tie includes a mixed doubles, so every team needs girls and boys.',
      'Organisers say the league has helped schools without their own halls find courts at discounted rates.',
    ],
    daysAgo: 58,
    source: { name: 'Indonesia Shuttle News', url: 'https://shuttle-news-id.example/schools/surabaya-league-year-two' },
  },
  {
    sport: 'Tennis',
    title: 'Delhi academy launches a wheelchair tennis programme',
    summary:
      'A South Delhi academy has started weekly wheelchair tennis sessions with sports chairs available to borrow.',
    body: [
      'A South Delhi tennis academy has launched a wheelchair tennis programme, with weekly sessions and sports wheelchairs that players can borrow.',
      'Two of the academy’s coaches trained with a national wheelchair tennis coach before the launch. The first group includes players who have never held a racquet and one who played before an injury.',
      'The academy hopes to enter players in national wheelchair events within two years.',
    ],
    daysAgo: 64,
  },
]

/** The demo news: Rally's own articles by the demo admin, and items as configured feeds would bring them. */
export function buildDemoNews({ demo, referenceDate }: { demo: DemoAccounts; referenceDate: Date }): NewsRow[] {
  const f = new Faker({ locale: [en, base] })
  f.seed(3120)
  const editor = demo.users.find((user) => user.isAdmin)
  let courtVariant = 0
  return stories.map((story) => {
    courtVariant += 1
    const picture =
      story.sport === 'Badminton'
        ? 'badminton'
        : story.sport === 'Tennis'
          ? 'tennis'
          : courtVariant % 2
            ? 'tennis'
            : 'badminton'
    return {
      id: f.string.uuid(),
      title: story.title,
      summary: story.summary,
      body: story.body.join('\n\n'),
      coverUrl: `/media/courts/${picture}-${courtVariant}.svg`,
      sport: story.sport,
      sourceName: story.source?.name ?? 'Rally',
      sourceUrl: story.source?.url ?? null,
      publishedAt: new Date(referenceDate.getTime() - story.daysAgo * day - 9 * 60 * 60 * 1000),
      origin: story.source ? 'feed' : 'editor',
      editorId: story.source ? null : (editor?.id ?? null),
    }
  })
}

export async function seedDemoNews(tx: Transaction, input: Parameters<typeof buildDemoNews>[0]) {
  const rows = buildDemoNews(input)
  await tx.insert(newsArticles).values(rows)
  return rows.length
}
