import type { CountryKey, Sport } from './countries.ts'

/** The demo academies, written out one by one. */

export type AcademySeed = {
  name: string
  slug: string
  category: Sport
  country: CountryKey
  location: string
  isPremium?: true
  hasCover: boolean
  /** How many of the eight contact links (website, e-mail and six networks) the academy fills in. */
  links: number
  description: string | null
}

export const academySeeds: AcademySeed[] = [
  {
    name: 'SmashPoint',
    slug: 'smashpoint-academy',
    category: 'Badminton',
    country: 'india',
    location: 'Bengaluru, Karnataka, India',
    isPremium: true,
    hasCover: true,
    links: 6,
    description:
      'Eight synthetic courts in HSR Layout, open from 5:30 am for the early batches.\n' +
      'Programmes for beginners, club players and state-level juniors, with a video review every month.\n' +
      'The first trial session is free.',
  },
  {
    name: 'Gopalan Nair Badminton Academy',
    slug: 'gopalan-nair-badminton',
    category: 'Badminton',
    country: 'india',
    location: 'Hyderabad, Telangana, India',
    isPremium: true,
    hasCover: true,
    links: 8,
    description:
      'A residential academy for players who want to make badminton their career, founded by a former national ' +
      'singles champion in 2009.\n\n' +
      'The campus in Gachibowli has fourteen wooden courts under LED lighting with no glare, a strength and ' +
      'conditioning hall, a physiotherapy room, a video analysis studio and hostel rooms for eighty trainees. ' +
      'Meals are planned by our nutritionist and cooked on site, with separate menus for tournament weeks.\n\n' +
      'Training runs in three streams. Foundation (ages 7 to 11) teaches grip, footwork and the joy of the game in ' +
      'small groups. Development (ages 12 to 16) prepares players for district, state and national ranking ' +
      'tournaments, with two on-court sessions a day and school timings respected. High Performance is by ' +
      'selection only and follows the BWF junior and senior calendars, including travel with a coach to ' +
      'international events.\n\n' +
      'Our coaches include two former national champions, three BWF Level 2 coaches and a full-time sports ' +
      'psychologist. Every trainee gets a written plan each quarter, reviewed with parents.\n\n' +
      'Admissions open twice a year, in April and October, with a two-day assessment camp. Scholarships cover ' +
      'fees and boarding for players from low-income families who show promise; about a quarter of our ' +
      'residential trainees hold one.',
  },
  {
    name: 'Rajendra Kulkarni Centre of Excellence for Badminton, Pune',
    slug: 'rk-badminton-pune',
    category: 'Badminton',
    country: 'india',
    location: 'Pune, Maharashtra, India',
    hasCover: true,
    links: 6,
    description:
      'A non-profit centre run by a former national doubles champion and his family.\n' +
      'Twelve wooden courts in Baner, a junior league every weekend and free coaching for government-school children.',
  },
  {
    name: 'Garuda Shuttle Club Jakarta',
    slug: 'garuda-shuttle',
    category: 'Badminton',
    country: 'indonesia',
    location: 'Jakarta, Indonesia',
    isPremium: true,
    hasCover: true,
    links: 7,
    description:
      'Home club of several national junior champions, with ten courts in East Jakarta.\n' +
      'Coaching in Bahasa Indonesia and English; fast doubles rotation is the house speciality.\n' +
      'Visiting players can book one-week training camps all year round.',
  },
  {
    name: 'Kelab Badminton Bukit Jalil',
    slug: 'kb-bukit-jalil',
    category: 'Badminton',
    country: 'malaysia',
    location: 'Kuala Lumpur, Malaysia',
    hasCover: false,
    links: 3,
    description:
      'Community club next to the national sports complex.\n' +
      'Evening classes for adults and school holiday camps for children aged 8 to 15.',
  },
  {
    name: 'Chao Phraya Badminton School',
    slug: 'chaophraya-badminton',
    category: 'Badminton',
    country: 'thailand',
    location: 'Bangkok, Thailand',
    hasCover: true,
    links: 2,
    description:
      'Riverside badminton school with six courts and air-conditioned halls.\n' +
      'Small groups of six players per coach.\n' +
      'Lessons in Thai and English.',
  },
  {
    name: 'Lion City Shuttlers',
    slug: 'lioncity-shuttlers',
    category: 'Badminton',
    country: 'singapore',
    location: 'Singapore',
    hasCover: true,
    links: 5,
    description:
      'Weekday evening training in Bishan and Tampines for juniors and adults.\n' +
      'Certified coaches, NSG preparation squads and a friendly Saturday social league.',
  },
  {
    name: 'Eastern Smash Academy',
    slug: 'eastern-smash',
    category: 'Badminton',
    country: 'india',
    location: 'Kolkata, West Bengal, India',
    hasCover: false,
    links: 4,
    description:
      'Four courts in Salt Lake, open every day of the year except Durga Puja.\n' +
      'Morning batches for school students, evening batches for working adults.\n' +
      'Shuttles and racquets are provided for beginners during the first month.',
  },
  {
    name: 'Ramesh Iyer Tennis Academy',
    slug: 'rit-academy',
    category: 'Tennis',
    country: 'india',
    location: 'Chennai, Tamil Nadu, India',
    isPremium: true,
    hasCover: true,
    links: 6,
    description:
      'Six hard courts and two clay courts in Anna Nagar, with floodlights for evening play.\n' +
      'Full-time and after-school programmes, from red ball to ITF juniors.\n' +
      'Fitness, physiotherapy and match-play are part of every programme.',
  },
  {
    name: 'Ace Arena',
    slug: 'ace-arena',
    category: 'Tennis',
    country: 'india',
    location: 'Mumbai, Maharashtra, India',
    hasCover: false,
    links: 0,
    description: 'Two rooftop courts in Andheri West.\nCoaching for beginners and weekend match play for adults.',
  },
  {
    name: 'Academia de Tenis Sierra Norte',
    slug: 'tenis-sierranorte',
    category: 'Tennis',
    country: 'spain',
    location: 'Madrid, Spain',
    isPremium: true,
    hasCover: true,
    links: 8,
    description:
      'A high-performance tennis academy in the hills north of Madrid, training juniors and young professionals ' +
      'from more than twenty countries.\n\n' +
      'We have sixteen courts: ten red clay, four hard and two indoor, so training never stops for the weather. ' +
      'The campus includes a gym, a recovery pool, a medical unit and an international school with classes in ' +
      'English and Spanish, so players can combine a full school curriculum with four hours of tennis a day.\n\n' +
      'Our method is built on the Spanish school: consistency, patient point construction and heavy topspin, ' +
      'combined with a modern serve and return. Every player has a lead coach, a fitness coach and a weekly ' +
      'video session. Groups never exceed four players per court.\n\n' +
      'Programmes run all year: a full-time academy year from September to June, a summer camp in July and ' +
      'August, and one- to four-week tennis holidays for adults. Our tournament team travels to ITF junior ' +
      'events and ITF World Tennis Tour events across Europe with a coach.\n\n' +
      'Residential players live in supervised houses on campus, with a house parent and a study hour every ' +
      'evening. Airport pick-up, visa letters and medical insurance are arranged by the academy office.\n\n' +
      'Visits and trial weeks can be booked through the website; we answer in English, Spanish and French.',
  },
  {
    name: 'Hill Country Tennis Academy',
    slug: 'hillcountry-tennis',
    category: 'Tennis',
    country: 'usa',
    location: 'Austin, Texas, USA',
    hasCover: true,
    links: 5,
    description:
      'Year-round junior and adult tennis on twelve lighted hard courts just west of downtown Austin, with ' +
      'college-placement advice for high-school players who want to play NCAA tennis.\n' +
      'Private lessons, cardio tennis and league teams for adults.\n' +
      'Summer camps run from June to August.',
  },
  {
    name: 'Aravalli Clay Court Tennis Academy & High Performance Centre',
    slug: 'aravalli-tennis',
    category: 'Tennis',
    country: 'india',
    location: 'Gurugram, Haryana, India',
    hasCover: true,
    links: 7,
    description:
      'The only red clay courts in the National Capital Region, plus four acrylic hard courts.\n' +
      'AITA tournament preparation, fitness testing and a boarding option for outstation juniors.',
  },
  {
    name: 'Kallang Riverside Tennis Club',
    slug: 'kallang-tennis',
    category: 'Tennis',
    country: 'singapore',
    location: 'Singapore',
    hasCover: true,
    links: 3,
    description:
      'Friendly members club with six courts by the Kallang River.\n' +
      'Coaching for all ages, ladder matches every month and a café by the courts.',
  },
  {
    name: 'Sukhumvit Tennis Academy',
    slug: 'sukhumvit-tennis',
    category: 'Tennis',
    country: 'thailand',
    location: 'Bangkok, Thailand',
    hasCover: true,
    links: 1,
    description:
      'Covered courts in the heart of Bangkok, so lessons go ahead in the rainy season.\n' +
      'Group and private lessons in Thai, English and Japanese.',
  },
  {
    name: 'Mont Kiara Tennis Academy',
    slug: 'montkiara-tennis',
    category: 'Tennis',
    country: 'malaysia',
    location: 'Kuala Lumpur, Malaysia',
    hasCover: false,
    links: 2,
    description: null,
  },
]
