/**
 * The demo blog: what players, specialists, partners and academies write, in Markdown. `author` is a
 * demo identity's key or one of the writers below; `daysAgo` counts back from the seed's reference date.
 */
export type DemoWriter = { key: string; firstName: string; lastName: string; email: string }

/** People who write on Rally but have no demo sign-in: their accounts exist for their posts. */
export const demoWriters: DemoWriter[] = [
  { key: 'priya', firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@mail.example' },
  { key: 'arjun', firstName: 'Arjun', lastName: 'Kapoor', email: 'arjun.kapoor@mail.example' },
  { key: 'lestari', firstName: 'Lestari', lastName: 'Wibowo', email: 'lestari.wibowo@mail.example' },
  { key: 'daniel', firstName: 'Daniel', lastName: 'Tan', email: 'daniel.tan@mail.example' },
  { key: 'sofia', firstName: 'Sofia', lastName: 'Martins', email: 'sofia.martins@mail.example' },
  { key: 'kenji', firstName: 'Kenji', lastName: 'Watanabe', email: 'kenji.watanabe@mail.example' },
  // A new writer: the first post waits for moderation.
  { key: 'neha', firstName: 'Neha', lastName: 'Joshi', email: 'neha.joshi@mail.example' },
]

export type DemoPost = {
  author: string
  title: string
  sport: 'Badminton' | 'Tennis'
  tags: string[]
  daysAgo: number
  status?: 'draft' | 'pending'
  body: string
}

export const demoPosts: DemoPost[] = [
  {
    author: 'player',
    title: 'What three months of sparring on Rally did for my backhand',
    sport: 'Tennis',
    tags: ['singles', 'backhand', 'drills'],
    daysAgo: 3,
    body: `I joined Rally in the summer with a one-handed backhand that fell apart under pace. Three months and twenty-four sparring sessions later, it is the shot I trust on big points.

## What changed

- **Earlier preparation.** My partner fed heavy topspin to my backhand for ten minutes every session, so I had to turn the shoulders before the ball crossed the net.
- **Contact in front.** We filmed the first and last session; the contact point moved almost a racquet's length forward.
- **Fewer slices.** I banned myself from slicing in practice sets. Painful at first, then freeing.

## How we organised it

We played twice a week near Indiranagar, alternating a drill day with a match day. On drill days we used a simple ladder: cross-court rallies to ten, then down the line to ten, then points starting with a backhand serve return.

If you want the structure we followed, the [ITF coaching resources](https://www.itftennis.com/en/growing-the-game/coaching/) explain the progression better than I can.`,
  },
  {
    author: 'player',
    title: 'Finding a hitting partner in Bengaluru after moving cities',
    sport: 'Tennis',
    tags: ['beginners', 'community'],
    daysAgo: 41,
    body: `Moving to Bengaluru meant leaving behind a group I had played with for ten years. Here is how I rebuilt a weekly tennis routine in a new city.

## Start with the level, not the distance

A partner twenty minutes away at the right level beats one next door who is far stronger or weaker. Read the rankings and the playing style on each profile before you book.

## Agree on the session before you meet

1. Who brings the balls (new ones every third session is fair).
2. Drills or match play, and for how long.
3. Who books the court and how you split it.

## Keep the good ones

After a good session, book the next one before you leave the court. Two of my first five partners are now regulars.`,
  },
  {
    author: 'player',
    title: 'Notes for my next tournament',
    sport: 'Tennis',
    tags: ['tournaments'],
    daysAgo: 1,
    status: 'draft',
    body: `Things to remember before the club championship: pack two racquets with fresh strings, eat a proper breakfast, warm up with serves and returns, not only baseline rallies.`,
  },
  {
    author: 'coach',
    title: 'The split step: the half second that decides every badminton rally',
    sport: 'Badminton',
    tags: ['footwork', 'fundamentals', 'coaching'],
    daysAgo: 5,
    body: `If I could teach only one thing to every player who books a video session with me, it would be the split step.

## What it is

A small hop, both feet landing just as your opponent hits the shuttle. You land balanced, knees bent, weight on the balls of your feet, ready to push in any direction.

## Common mistakes

- Jumping too early, so you land and freeze before the hit.
- Jumping too high, which wastes the time you were trying to win.
- Landing flat-footed, with the heels down.

## A drill for this week

Stand in the centre. Ask a partner to point to a corner at random, each time just after you land. Ten sets of six, resting thirty seconds. Film it from the side: the timing is much easier to see than to feel.

The [BWF coaching pages](https://corporate.bwfbadminton.com/development/coaching/) have more footwork progressions for every level.`,
  },
  {
    author: 'coach',
    title: 'How I run a video review session',
    sport: 'Badminton',
    tags: ['coaching', 'video-sessions'],
    daysAgo: 19,
    body: `Many players ask what actually happens in an online session. Here is my structure for a 45-minute review.

## Before the call

I ask for two clips: five minutes of a real match and two minutes of multi-shuttle feeding, filmed from behind the baseline.

## During the call

1. **Ten minutes of questions.** What worries you about your game?
2. **Twenty minutes of footage.** We pause, draw and compare with a reference player.
3. **Fifteen minutes of a plan.** Three drills, written down, with the number of repetitions.

## After the call

The player sends a new clip two weeks later. Progress is visible on video long before it shows in results, and that keeps people motivated.`,
  },
  {
    author: 'coach',
    title: 'Deception at the net: hold, then decide',
    sport: 'Badminton',
    tags: ['net-play', 'strategy', 'doubles'],
    daysAgo: 52,
    body: `Good net players do not have more shots than you; they show the same preparation for all of them.

## The hold

Reach the shuttle with the racquet up and the wrist relaxed, and wait a fraction longer than feels comfortable. Your opponent has to commit first.

## Three shots from one preparation

- A tight spin net.
- A push to the mid-court sideline.
- A lift to the back corner.

Practise the three from an identical position until a partner filming you cannot tell them apart before contact.`,
  },
  {
    author: 'partner',
    title: 'What a sparring partner is (and is not)',
    sport: 'Tennis',
    tags: ['community', 'sparring'],
    daysAgo: 8,
    body: `I have been a sparring partner on Rally for over a year. A few honest words on what you get when you book one.

## What I do

- Match your level, or play slightly above it when you ask.
- Keep the ball in play so you practise the shot you came for.
- Play proper points when you want match practice.

## What I do not do

I am not your coach. I will tell you what I notice if you ask, but a specialist on a video session will give you a real plan.

## Getting the most out of a booking

Tell me the goal in the booking message: "heavy balls to my forehand", "practise second serves", "two sets, no mercy". Then we do not waste the first twenty minutes deciding.`,
  },
  {
    author: 'partner',
    title: 'Playing in Jakarta heat: what I changed',
    sport: 'Tennis',
    tags: ['fitness', 'nutrition'],
    daysAgo: 33,
    body: `Afternoon sessions in Jakarta taught me to respect the heat.

## Before

Drink half a litre an hour before playing, not all at once on court.

## During

- Sip at every change of ends, even if you are not thirsty.
- Put a cold towel on your neck.
- Add electrolytes for anything longer than an hour.

## After

Eat within an hour: rice, eggs, fruit. And book the early slot next time: seven in the morning is a different sport.`,
  },
  {
    author: 'academy',
    title: 'Choosing a junior academy: ten questions for parents',
    sport: 'Tennis',
    tags: ['juniors', 'academies', 'parents'],
    daysAgo: 12,
    body: `As an academy owner I am asked every week how to compare academies. These are the questions I would ask in your place.

## About the coaching

1. How many children per coach on court?
2. Who decides when a child moves up a group?
3. Do the coaches hold a national or ITF certification?

## About the player

4. How much match play is there each week?
5. Is there fitness training suited to the child's age?
6. How do you report progress to parents?

## About the place

7. Are the courts lit and the surfaces maintained?
8. Is there shade and water?
9. What happens on rain days?
10. Can we watch a session before joining?

An academy that answers all ten without hesitating is usually a good one.`,
  },
  {
    author: 'academy',
    title: 'Why our juniors play other sports too',
    sport: 'Tennis',
    tags: ['juniors', 'fitness', 'coaching'],
    daysAgo: 61,
    body: `Parents are sometimes surprised that we send under-twelves to football and swimming.

## Broad movement first

Children who play several sports learn to move, land and change direction in more ways. Those skills transfer to tennis, and early specialisation is linked with more overuse injuries.

## What we recommend

- Under 10: tennis two or three times a week, plus any other sport they enjoy.
- 10 to 13: tennis four times a week, one other sport.
- 14 and over: specialise, if the child wants to.

The [ITF's guidance on long-term athlete development](https://www.itftennis.com/en/growing-the-game/) says much the same.`,
  },
  {
    author: 'priya',
    title: 'Doubles rotation made simple',
    sport: 'Badminton',
    tags: ['doubles', 'strategy', 'beginners'],
    daysAgo: 2,
    body: `Doubles looks chaotic until you understand one rule: attack side by side, no wait, the other way round.

## Attacking: front and back

When your side hits down, one player goes to the net and one stays at the back. The smasher follows the shuttle; the partner takes the net.

## Defending: side by side

When you lift, both of you move to a side-by-side position, each covering half the court.

## The switch

- You lift: go side by side.
- You hit down: go front and back.

Say it out loud in your first few games. It feels silly and it works.`,
  },
  {
    author: 'priya',
    title: 'Five drills for a faster smash',
    sport: 'Badminton',
    tags: ['smash', 'drills', 'fitness'],
    daysAgo: 24,
    body: `A faster smash comes from the ground up, not from the arm alone.

## The drills

1. **Shadow smashes with a scissor kick**, ten sets of ten.
2. **Medicine-ball overhead throws** against a wall, three sets of eight.
3. **Forearm rotation** with a towel in a racquet grip.
4. **Jump smashes on a feed**, only six at a time, full rest between sets.
5. **Target smashes** at a towel in the tramlines: speed is useless out.

## Recovery

Stretch the shoulder and the chest after every session, and do not smash hard on consecutive days while you build up.`,
  },
  {
    author: 'priya',
    title: 'My first club tournament: what I wish I had known',
    sport: 'Badminton',
    tags: ['tournaments', 'mental-game'],
    daysAgo: 70,
    body: `I lost in the second round of my first club tournament, and learned more than in a month of practice.

## Preparation

- Check the shuttle type the tournament uses and practise with it.
- Bring two racquets, spare grips, a snack and more water than you think.

## On the day

Warm up properly even if the hall is cold and the schedule runs late. Between matches, sit down and eat something small.

## Between points

Take your time. Walk to the back of the court, breathe, decide the next serve. The other player waits too.`,
  },
  {
    author: 'arjun',
    title: 'Second serve: stop pushing it in',
    sport: 'Tennis',
    tags: ['serve', 'singles', 'technique'],
    daysAgo: 6,
    body: `Most club players hit a slower copy of their first serve as a second serve. That is why they double-fault under pressure.

## Spin, not slowness

A reliable second serve has more spin and a higher net clearance, not less racquet speed. Brush up the back of the ball from seven to one o'clock.

## A progression

1. Kneel on the service line and serve over the net with kick.
2. Stand at the baseline, same swing.
3. Play points where you only get one serve, and it must be a second serve.

## Measure it

Count doubles in practice sets for a month. Mine went from six a set to one.`,
  },
  {
    author: 'arjun',
    title: 'Choosing strings without the marketing',
    sport: 'Tennis',
    tags: ['equipment', 'strings'],
    daysAgo: 29,
    body: `String choice matters more than most racquet upgrades. A short guide.

## The main types

- **Natural gut**: powerful, comfortable, expensive, dislikes humidity.
- **Multifilament**: softer, good for the arm, wears faster.
- **Polyester**: control and spin, stiff, loses tension quickly.

## Tension

Lower tension gives more power and comfort; higher tension, more control. Start in the middle of the range printed on your frame.

## How often

A simple rule: restring as many times a year as you play each week. With polyester, more often.`,
  },
  {
    author: 'arjun',
    title: 'The return of serve is a footwork problem',
    sport: 'Tennis',
    tags: ['footwork', 'return', 'singles'],
    daysAgo: 47,
    body: `Returns miss because the feet are late, rarely because the swing is wrong.

## Timing the split step

Split as the server's racquet starts up towards the ball, so you land as it is hit.

## Short backswing

Against fast serves, turn the shoulders and block. The pace is already there.

## Position

Stand deeper against big first serves, step in against second serves. Change it during a match, not only between matches.`,
  },
  {
    author: 'lestari',
    title: 'Teaching the backhand clear to beginners',
    sport: 'Badminton',
    tags: ['coaching', 'backhand', 'beginners'],
    daysAgo: 9,
    body: `The backhand clear scares beginners. It does not need to.

## Grip first

Use the thumb grip: the thumb flat on the wide bevel of the handle. Without it the shot is impossible.

## The movement

1. Turn the back to the net, racquet head down.
2. Lead with the elbow.
3. Rotate the forearm quickly at contact, like flicking a towel.

## Expect it to take time

Most of my students need four to six sessions. Practise against a wall for five minutes at the end of each session.`,
  },
  {
    author: 'lestari',
    title: 'Surabaya to Perth: coaching across time zones',
    sport: 'Badminton',
    tags: ['coaching', 'video-sessions', 'community'],
    daysAgo: 37,
    body: `Half of my video students are not in Indonesia. A few lessons from coaching across time zones.

## Agree on the time zone in writing

Every booking on Rally shows the session time in both time zones. I still confirm it in a message.

## Ask for the right footage

- Film from behind and slightly above.
- Use the highest frame rate your phone offers.
- Keep the whole court in view.

## Language

I coach in Indonesian and English. Short sentences and drawings on the paused video work in any language.`,
  },
  {
    author: 'daniel',
    title: 'Preparing for a club championship in four weeks',
    sport: 'Badminton',
    tags: ['tournaments', 'fitness', 'singles'],
    daysAgo: 4,
    body: `Four weeks is enough time to get sharper, not to change your game. Here is the plan I followed to reach a club final in Kuala Lumpur.

## Weeks 1 and 2: volume

- Three court sessions a week, one of them with a harder sparring partner.
- Two short interval runs.

## Week 3: intensity

Fewer, harder sessions. Match play only, keeping score.

## Week 4: freshness

Two light sessions, early nights, and no new shots. Trust what you have.`,
  },
  {
    author: 'daniel',
    title: 'Defence wins singles in badminton',
    sport: 'Badminton',
    tags: ['defence', 'singles', 'strategy'],
    daysAgo: 55,
    body: `At club level, the player who returns one more smash usually wins.

## Stance

Low, wide, racquet in front at chest height, backhand grip ready.

## Block, do not swing

Against a smash, let the racquet meet the shuttle and drop it just over the net. Your opponent is at the back and must run.

## Drill

A partner smashes from a feeder's lift; you block to alternate net corners. Twenty shuttles, then swap.`,
  },
  {
    author: 'sofia',
    title: 'Tennis elbow: what helped me come back',
    sport: 'Tennis',
    tags: ['injury-prevention', 'fitness', 'equipment'],
    daysAgo: 10,
    body: `Last year tennis elbow kept me off court for three months. This is what helped. I am a player, not a doctor: see one if it hurts.

## What I changed

- Softer multifilament strings at a lower tension.
- A slightly larger grip.
- Forearm strengthening with a light dumbbell, slowly lowering the weight.

## Coming back

Short sessions, no serves in the first two weeks, and stopping at the first twinge.

## What I learned

The injury came from a late contact point on the backhand. Fixing that mattered more than any brace.`,
  },
  {
    author: 'sofia',
    title: 'Playing mixed doubles without arguments',
    sport: 'Tennis',
    tags: ['doubles', 'mental-game', 'community'],
    daysAgo: 44,
    body: `Mixed doubles is the most fun format in tennis, and the easiest place to fall out with a partner.

## Before the match

Agree who takes the middle balls. Usually the forehand.

## During

- Talk between every point, even if only to say "good try".
- Call your shots early: "mine", "yours", "switch".

## After

Shake hands with your partner first. The result is shared.`,
  },
  {
    author: 'sofia',
    title: 'Clay or hard court: adjusting your game',
    sport: 'Tennis',
    tags: ['strategy', 'singles', 'surfaces'],
    daysAgo: 80,
    body: `Switching surfaces mid-season catches many players out.

## On clay

- Expect longer rallies; build the point.
- Learn to slide into the wide balls.
- Use more topspin and more height.

## On hard courts

- Take the ball earlier.
- Flatten out the serve.
- Recover faster: the ball comes through quickly.

Give yourself a week of practice on the new surface before a match.`,
  },
  {
    author: 'kenji',
    title: 'The forehand drive in badminton doubles',
    sport: 'Badminton',
    tags: ['doubles', 'technique', 'drills'],
    daysAgo: 15,
    body: `Flat, fast exchanges decide many doubles points. The drive is the shot.

## Set-up

Racquet up in front, short grip, elbow away from the body.

## Contact

Hit in front of the body with a short, sharp forearm rotation. No big backswing.

## Drill

Two players at mid-court drive to each other as fast as they can without losing control. Thirty seconds on, thirty off, eight rounds.`,
  },
  {
    author: 'kenji',
    title: 'Choosing a badminton racquet: balance and flex',
    sport: 'Badminton',
    tags: ['equipment', 'beginners'],
    daysAgo: 58,
    body: `Racquet specifications look confusing; two numbers matter most.

## Balance

- **Head heavy**: power for smashes, slower in defence.
- **Even balance**: a good start for most players.
- **Head light**: fast at the net and in defence.

## Flex

A flexible shaft helps beginners generate speed; a stiff one rewards a fast, well-timed swing.

## Weight

Marked in "U": 3U is heavier than 4U. Most club players do well with 4U.`,
  },
  {
    author: 'kenji',
    title: 'Mental routines between points',
    sport: 'Badminton',
    tags: ['mental-game', 'tournaments'],
    daysAgo: 90,
    body: `The twenty seconds between points are the most under-used part of a match.

## A four-step routine

1. **Release**: turn away, shake out the hand.
2. **Reset**: one slow breath.
3. **Plan**: decide the next serve or return.
4. **Ready**: look at the shuttle, bounce on the toes.

Practise it in training so it is automatic when the score is tight.`,
  },
  {
    author: 'priya',
    title: 'Badminton for parents who play with their children',
    sport: 'Badminton',
    tags: ['juniors', 'parents', 'beginners'],
    daysAgo: 100,
    body: `Playing with your child is a wonderful way to share the sport. A few ideas to keep it fun.

## Keep the rallies going

Count shots together instead of playing points. Beat your record each week.

## Change the equipment

- Lower the net or play over a rope.
- Use a shorter racquet for under-eights.

## Let them win the game they choose

Then let them pick the next one. Motivation beats technique at this age.`,
  },
  {
    author: 'arjun',
    title: 'How to warm up in ten minutes',
    sport: 'Tennis',
    tags: ['fitness', 'injury-prevention', 'beginners'],
    daysAgo: 120,
    body: `Ten minutes is enough to warm up properly before a session.

## Two minutes: raise the pulse

Jog around the court, then side steps and carioca.

## Four minutes: mobility

- Leg swings, front and side.
- Hip circles.
- Arm circles and trunk rotations.

## Four minutes: tennis

Mini tennis from the service line, then back to the baseline. Serve last, gently at first.`,
  },
  {
    author: 'lestari',
    title: 'Serve and receive in women’s doubles',
    sport: 'Badminton',
    tags: ['doubles', 'serve', 'strategy'],
    daysAgo: 130,
    body: `The first three shots decide a large share of doubles rallies.

## Serving

Mostly short to the T, with a flick serve to the back corner when the receiver leans forward.

## Receiving

Stand close, racquet up, and attack any serve that rises above the tape.

## The third shot

The server's partner must be ready for the net reply. Practise the serve and the third shot together.`,
  },
  {
    author: 'daniel',
    title: 'Building an affordable home training corner',
    sport: 'Badminton',
    tags: ['fitness', 'drills', 'equipment'],
    daysAgo: 150,
    body: `You do not need a court to improve your badminton.

## What to get

- A skipping rope.
- A set of light dumbbells or resistance bands.
- Six cones or plastic cups for footwork patterns.

## A 20-minute routine

1. Five minutes of skipping.
2. Six-corner shadow footwork, six sets.
3. Forearm and shoulder work with bands.
4. Stretching.`,
  },
  {
    author: 'sofia',
    title: 'Reading your opponent’s serve toss',
    sport: 'Tennis',
    tags: ['return', 'strategy', 'singles'],
    daysAgo: 160,
    body: `The toss often tells you where the serve is going before the racquet moves.

## What to watch

- A toss further to the server's left (for a right-hander): often a kick or a slice wide.
- A toss in front and to the right: usually a flat serve.

## Use it

Watch the toss for the first two games and make a note at the change of ends. Many players never vary it.`,
  },
  {
    author: 'kenji',
    title: 'Shuttle speeds and why they matter',
    sport: 'Badminton',
    tags: ['equipment', 'tournaments'],
    daysAgo: 175,
    body: `A shuttle that flies too fast or too slow ruins a session.

## Speed numbers

Feather shuttles carry a speed number, usually 76 to 79. Slower shuttles suit hot halls and high altitude; faster ones suit cold halls.

## Testing a shuttle

Hit a full underarm clear from the back line. A correct shuttle lands between 530 and 990 mm short of the opposite back line.

The [BWF laws of badminton](https://corporate.bwfbadminton.com/statutes/) describe the test in detail.`,
  },
  {
    author: 'partner',
    title: 'The Tuesday group: how a weekly doubles night started',
    sport: 'Tennis',
    tags: ['doubles', 'community'],
    daysAgo: 190,
    body: `Our Tuesday group started with two bookings on Rally and now fills three courts.

## How it grew

- Each regular brings one new player a month.
- We rotate partners every set, so nobody always plays with the same person.
- Court fees are split evenly, paid before the first ball.

## Rules that keep it friendly

Call your own lines, the server calls the score, and whoever arrives last brings the new balls.`,
  },
  {
    author: 'neha',
    title: 'Coming back to tennis after twenty years',
    sport: 'Tennis',
    tags: ['beginners', 'fitness'],
    daysAgo: 2,
    status: 'pending',
    body: `I stopped playing at university and picked up a racquet again at forty-two. What surprised me, and what helped.

## What surprised me

- The rackets are lighter and much more forgiving.
- My timing came back in weeks; my fitness did not.

## What helped

Booking a patient sparring partner once a week, and a specialist session to rebuild the serve.`,
  },
]
