import type { Faker } from '@faker-js/faker'
import type { Country, CountryKey, Sport } from './countries.ts'

/** What specialists and champions write on their profiles: titles, certifications, achievements, fees. */

export type SportProfile = {
  titles: string[]
  specializations: string[]
  certifications: string[]
  nationalCertifications: Partial<Record<CountryKey, string[]>>
  achievements: ((f: Faker) => string)[]
  ranks: ((f: Faker) => string)[]
}

export const year = (f: Faker) => f.number.int({ min: 2004, max: 2022 })

export const coachingProfiles: Record<Sport, SportProfile> = {
  Badminton: {
    titles: [
      'Former National Champion & Head Coach',
      'Head Coach',
      'Doubles Specialist',
      'Junior Development Coach',
      'BWF Level 2 Coach',
      'Performance Analyst & Coach',
    ],
    specializations: [
      'Singles tactics',
      'Footwork',
      'Doubles rotation',
      'Front-court play',
      'Serve and return',
      'Smash technique',
      'Junior development',
      'Match preparation',
      'Video analysis',
    ],
    certifications: ['BWF Level 1 Coach', 'BWF Level 2 Coach', 'BWF Shuttle Time Tutor', 'First Aid and CPR'],
    nationalCertifications: {
      india: ['SAI NIS Diploma in Badminton Coaching'],
      indonesia: ['PBSI Coaching Certificate'],
      malaysia: ['BAM Coaching Licence'],
    },
    achievements: [
      (f) => `Coached ${f.number.int({ min: 5, max: 25 })} players into the national junior rankings`,
      (f) => `Gold medal, National Games (mixed doubles), ${year(f)}`,
      (f) => `Bronze medal, Asian Junior Championships, ${year(f)}`,
      () => 'Took two students to the BWF World Junior Championships',
      () => 'Assistant coach of the state team for five seasons',
      (f) => `Won ${f.number.int({ min: 3, max: 9 })} national ranking tournaments`,
    ],
    ranks: [
      (f) => `National No. ${f.number.int({ min: 1, max: 15 })} (singles, ${year(f)})`,
      (f) => `National No. ${f.number.int({ min: 1, max: 10 })} (doubles, ${year(f)})`,
      (f) => `BWF World No. ${f.number.int({ min: 18, max: 120 })} (doubles)`,
      (f) => `State champion, ${year(f)}`,
      (f) => `National university champion, ${year(f)}`,
    ],
  },
  Tennis: {
    titles: [
      'Former National Champion & Head Coach',
      'High Performance Coach',
      'ITF Level 2 Coach',
      'Junior Development Coach',
      'Serve and Volley Specialist',
      'Former Tour Player & Coach',
    ],
    specializations: [
      'Serve mechanics',
      'Return of serve',
      'Topspin forehand',
      'Two-handed backhand',
      'Net play',
      'Clay-court tactics',
      'Junior development',
      'Match strategy',
      'Red and orange ball',
    ],
    certifications: ['ITF Level 1 Coaching Certificate', 'ITF Level 2 Coaching Certificate', 'PTR Professional'],
    nationalCertifications: {
      india: ['AITA Level 1 Coach'],
      spain: ['RPT Level 3'],
      usa: ['USPTA Elite Professional'],
      uk: ['LTA Accredited Professional Coach'],
    },
    achievements: [
      (f) => `Coached ${f.number.int({ min: 4, max: 20 })} players to ITF junior rankings`,
      (f) => `National Championships singles and doubles winner, ${year(f)}`,
      () => 'Captain of the university team that won the inter-zonal title',
      () => 'Hit with touring professionals during their off-season blocks',
      (f) => `Quarter-finalist at an ITF World Tennis Tour event, ${year(f)}`,
      () => "Built the academy's under-12 red-ball programme",
    ],
    ranks: [
      (f) => `National No. ${f.number.int({ min: 1, max: 25 })} (singles, ${year(f)})`,
      (f) => `ITF junior world No. ${f.number.int({ min: 20, max: 180 })}`,
      (f) => `ITF World Tennis Tour titles: ${f.number.int({ min: 1, max: 4 })}`,
      (f) => `State champion, ${year(f)}`,
      (f) => `NCAA Division I All-American, ${year(f)}`,
    ],
  },
}

export type SpecialistProfile = { title: string; specializations: string[]; certifications: string[] }

// Players book more than coaches: the spec calls them sports specialists.
export const specialistProfiles: SpecialistProfile[] = [
  {
    title: 'Sports Psychologist',
    specializations: ['Match-day nerves', 'Focus routines', 'Goal setting', 'Coming back from losses', 'Confidence'],
    certifications: ['M.Sc. Sports Psychology', 'Certified Mental Performance Consultant (CMPC)'],
  },
  {
    title: 'Strength and Conditioning Coach',
    specializations: ['Court speed and agility', 'Injury prevention', 'Periodisation', 'Jump training', 'Mobility'],
    certifications: ['NSCA-CSCS', 'ACSM Certified Exercise Physiologist', 'UKSCA Accredited Coach'],
  },
  {
    title: 'Physiotherapist',
    specializations: ['Shoulder rehabilitation', 'Knee and ankle care', 'Return to play', 'Taping', 'Back pain'],
    certifications: ['BPT', 'MPT (Sports)', 'Kinesio Taping Practitioner'],
  },
  {
    title: 'Nutritionist',
    specializations: ['Tournament nutrition', 'Hydration', 'Weight management', 'Vegetarian athlete diets'],
    certifications: ['M.Sc. Sports Nutrition', 'ISSN Sports Nutrition Specialist'],
  },
]

export const otherSportProfiles: (SpecialistProfile & { sport: string })[] = [
  {
    sport: 'squash',
    title: 'Squash Coach & Former National Player',
    specializations: ['Length and width', 'Boast and drive', 'Movement to the T'],
    certifications: ['WSF Level 2 Coach'],
  },
  {
    sport: 'table tennis',
    title: 'Table Tennis Coach (ITTF Level 1)',
    specializations: ['Forehand loop', 'Service variations', 'Third-ball attack'],
    certifications: ['ITTF Level 1 Coach'],
  },
  {
    sport: 'pickleball',
    title: 'Pickleball Coach',
    specializations: ['Dinking', 'Third-shot drop', 'Doubles positioning'],
    certifications: ['PPR Certified Coach'],
  },
  {
    sport: 'padel',
    title: 'Padel Coach',
    specializations: ['Wall play', 'Bandeja', 'Net positioning'],
    certifications: ['FIP Level 1 Padel Instructor'],
  },
  {
    sport: 'squash',
    title: 'Squash Fitness & Movement Coach',
    specializations: ['Ghosting routines', 'Court speed', 'Injury prevention'],
    certifications: ['NSCA-CSCS'],
  },
  {
    sport: 'table tennis',
    title: 'Table Tennis Head Coach',
    specializations: ['Backhand flick', 'Footwork', 'Match tactics'],
    certifications: ['ITTF Level 2 Coach'],
  },
  {
    sport: 'padel',
    title: 'Padel Coach & Former Club Champion',
    specializations: ['Vibora', 'Lob defence', 'Doubles communication'],
    certifications: ['FIP Level 2 Padel Instructor'],
  },
  {
    sport: 'pickleball',
    title: 'Pickleball Coach (IPTPA Level 1)',
    specializations: ['Serve and return depth', 'Kitchen-line play', 'Reset shots'],
    certifications: ['IPTPA Level 1 Certified Teaching Professional'],
  },
]

export const specialistAchievements = [
  'Worked with a national junior squad during its pre-season camp',
  'Published a field study on recovery habits of junior athletes',
  'Spoke at a national sports science conference',
  'Supported players through their first international season',
  'Part of the support team at a multi-sport Games',
]

export const asianGames: CountryKey[] = [
  'india',
  'indonesia',
  'malaysia',
  'thailand',
  'singapore',
  'philippines',
  'vietnam',
  'china',
  'japan',
  'korea',
]

export const commonwealth: CountryKey[] = ['india', 'malaysia', 'singapore', 'uk', 'australia']

/** A highest rank a champion can claim, with the countries that field players in that event. */
export type ChampionRank = { make: (f: Faker) => string; from?: CountryKey[] }

/** Former top-ranked players whom players book to talk with (/{sport}/talk-to-champs). */
export const championProfiles: Record<
  Sport,
  { titles: string[]; ranks: ChampionRank[]; achievements: ((f: Faker) => string)[] }
> = {
  Badminton: {
    titles: [
      'Former national champion',
      'Former national champion & Olympian',
      'Former world top-20 player',
      'Former national doubles champion',
    ],
    ranks: [
      { make: (f) => `Former World No. ${f.number.int({ min: 3, max: 25 })}` },
      { make: (f) => `Former World No. ${f.number.int({ min: 2, max: 15 })} (doubles)` },
      { make: (f) => `Olympian ${f.helpers.arrayElement([2008, 2012, 2016, 2020])}` },
      { make: (f) => `Asian Games bronze medallist (${f.helpers.arrayElement([2010, 2014, 2018])})`, from: asianGames },
      {
        make: (f) => `Commonwealth Games gold medallist (${f.helpers.arrayElement([2010, 2014, 2018, 2022])})`,
        from: commonwealth,
      },
      { make: (f) => `All England Open semi-finalist (${year(f)})` },
    ],
    achievements: [
      (f) => {
        const first = year(f)
        return `National singles champion, ${first} and ${first + 1}`
      },
      (f) => `Represented the national team at ${f.number.int({ min: 2, max: 6 })} Thomas and Uber Cup campaigns`,
      (f) => `Won ${f.number.int({ min: 2, max: 7 })} BWF World Tour titles`,
      () => 'Quarter-finalist at the BWF World Championships',
    ],
  },
  Tennis: {
    titles: [
      'Former national champion',
      'Former national champion & Olympian',
      'Former tour player',
      'Former national team player',
    ],
    ranks: [
      { make: (f) => `Former World No. ${f.number.int({ min: 25, max: 150 })} (singles)` },
      { make: (f) => `Former World No. ${f.number.int({ min: 15, max: 90 })} (doubles)` },
      { make: (f) => `Olympian ${f.helpers.arrayElement([2008, 2012, 2016, 2020])}` },
      { make: (f) => `Asian Games bronze medallist (${f.helpers.arrayElement([2010, 2014, 2018])})`, from: asianGames },
      { make: () => 'Commonwealth Games medallist (2010)', from: commonwealth },
      { make: () => 'Grand Slam junior quarter-finalist' },
    ],
    achievements: [
      (f) => `National singles champion, ${year(f)}`,
      (f) => `Won ${f.number.int({ min: 2, max: 9 })} ITF World Tennis Tour titles`,
      (f) => `Played ${f.number.int({ min: 4, max: 20 })} Davis Cup or Billie Jean King Cup ties`,
      () => 'Reached the main draw of a Grand Slam',
    ],
  },
}

export const experienceOpenings = [
  'first at a district club and later with state-level juniors',
  'after a playing career on the national circuit',
  'mostly with teenagers preparing for ranking tournaments',
  'with club players and adult beginners as well as juniors',
]

export const experienceMethods = [
  'Online sessions start with a review of a recent match video and end with a drill plan for the week.',
  'Each call works on one stroke or pattern at a time, with homework you can do on any court.',
  'Sessions mix technical corrections with match tactics, using slow-motion clips you send beforehand.',
]

export const specialistMethods = [
  'Calls start with a short questionnaire, then a plan you can follow around your training and school timings.',
  'Each session ends with two or three concrete steps and a check-in a week later.',
  'Works alongside your on-court coach so the advice fits your tournament calendar.',
]

export const experienceClosings = [
  'Parents are welcome to join the last ten minutes.',
  'Players from beginner to national level are welcome.',
  'Explains drills slowly and clearly for younger players.',
]

export const additionalInformation = [
  'For video calls, place your phone on a tripod at the back of the court so the whole court is in view.',
  'Happy to help parents of juniors plan a tournament calendar.',
  'Send match videos a day before the call for a detailed review.',
  'Can run sessions for two players together at the same fee.',
]

export const availabilities = [
  'Weekdays 6-9 pm',
  'Weekends 7-11 am',
  'Mon, Wed, Fri 5-8 pm',
  'Tue to Sat, 6-8 am and 7-9 pm',
  'Weekdays 12-2 pm',
]

export const referenceRelations = [
  'Former student, now state champion',
  'Head coach at the club where they trained',
  'Parent of a junior player',
  'Club secretary',
  'Team physiotherapist',
  'Former doubles partner',
]

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const

export const coachFees: Record<Country['currency'], number[]> = {
  INR: [500, 800, 1000, 1500, 2000, 2500, 3500],
  USD: [20, 30, 45, 60],
  EUR: [25, 35, 50],
}

// A conversation with a former top player costs more than a coaching call.
export const championFees: Record<Country['currency'], number[]> = {
  INR: [3000, 4000, 5000, 7500],
  USD: [75, 100, 150],
  EUR: [70, 90, 140],
}
