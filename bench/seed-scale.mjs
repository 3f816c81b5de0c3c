// Bulk rows for `npm run bench -- --scale`: 200,000 sparring partners, 20,000 specialists and 50,000
// vacancies, each table filled by one INSERT ... SELECT over generate_series, so the database builds the rows itself.
// Names come from lists of first names and surnames indexed by the row number, so they vary the way
// real names do and a trigram search has realistic work; everything else is derived from the number.
// Names and places carry accents (José, Müller, Zürich) as real ones do, so that a search typed without them is tested.
// Run alone: DATABASE_URL=postgresql://... node bench/seed-scale.mjs [--partners 1000000] (on a migrated database).
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

// pg is a dependency of the API, not of the repository root: resolve it from there.
const pg = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'))('pg')

export const scale = { partners: 200_000, specialists: 20_000, jobs: 50_000 }

// biome-ignore format: a long list reads better packed
const firstNames = ['Aarav', 'Vihaan', 'Rahul', 'Ananya', 'Priya', 'Karthik', 'Meera', 'Arjun', 'Sneha', 'Rohan', 'Divya', 'Farhan', 'Gurpreet', 'Lakshmi', 'Nikhil', 'Ishita', 'Budi', 'Putri', 'Rizky', 'Siti', 'Wei Jie', 'Mei Ling', 'Aziz', 'Nurul', 'Kittipong', 'Supanida', 'Jia Hui', 'Marcus', 'Haruto', 'Yui', 'Min-jun', 'Seo-yeon', 'Minh', 'Linh', 'José', 'Angelica', 'Wei', 'Jing', 'Mads', 'Sofie', 'Alejandro', 'Lucía', 'Hugo', 'Léa', 'Lukas', 'Hannah', 'Ethan', 'Olivia', 'Oliver', 'Amelia', 'Lachlan', 'Charlotte', 'Diego', 'Sofia', 'Kabir', 'Tanvi', 'Varun', 'Harini', 'Aditya', 'Zoya', 'Pranav', 'Lúcia', 'João', 'Zoë', 'Björn', 'Jürgen', 'François', 'Inês', 'Renée']
// biome-ignore format: a long list reads better packed
const surnames = ['Sharma', 'Gupta', 'Verma', 'Mehta', 'Joshi', 'Kapoor', 'Reddy', 'Iyer', 'Nair', 'Rao', 'Menon', 'Pillai', 'Krishnan', 'Kulkarni', 'Deshpande', 'Patel', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Sandhu', 'Gill', 'Khan', 'Qureshi', 'Siddiqui', 'Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Kusuma', 'Hidayat', 'Gunawan', 'Setiawan', 'Abdullah', 'Rahman', 'Ismail', 'Tan', 'Lim', 'Wong', 'Saelim', 'Srisuk', 'Boonmee', 'Goh', 'Teo', 'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Kim', 'Park', 'Choi', 'Nguyen', 'Tran', 'Santos', 'Reyes', 'Cruz', 'Wang', 'Zhang', 'Liu', 'Jensen', 'Nielsen', 'Hansen', 'García', 'Fernández', 'Martínez', 'López', 'Martin', 'Bernard', 'Dubois', 'Müller', 'Schmidt', 'Schneider', 'Johnson', 'Miller', 'Davis', 'Anderson', 'Smith', 'Taylor', 'Clarke', 'Wilson', "O'Brien", 'Kelly', 'Martinez', 'Hernandez', 'Muñoz', 'Gonçalves', 'Ødegaard', 'Jørgensen', 'Lefèvre', 'Åberg', 'Nuñez', 'Sánchez']
const places = [
  ['Bengaluru', 'India'],
  ['Hyderabad', 'India'],
  ['Chennai', 'India'],
  ['Mumbai', 'India'],
  ['Pune', 'India'],
  ['New Delhi', 'India'],
  ['Kolkata', 'India'],
  ['Kochi', 'India'],
  ['Ahmedabad', 'India'],
  ['Lucknow', 'India'],
  ['Jakarta', 'Indonesia'],
  ['Surabaya', 'Indonesia'],
  ['Kuala Lumpur', 'Malaysia'],
  ['George Town', 'Malaysia'],
  ['Bangkok', 'Thailand'],
  ['Singapore', 'Singapore'],
  ['Manila', 'Philippines'],
  ['Hanoi', 'Vietnam'],
  ['Tokyo', 'Japan'],
  ['Seoul', 'South Korea'],
  ['Shanghai', 'China'],
  ['Copenhagen', 'Denmark'],
  ['Madrid', 'Spain'],
  ['Barcelona', 'Spain'],
  ['Lyon', 'France'],
  ['Munich', 'Germany'],
  ['London', 'United Kingdom'],
  ['Austin', 'USA'],
  ['New York', 'USA'],
  ['Melbourne', 'Australia'],
  ['São Paulo', 'Brazil'],
  ['Zürich', 'Switzerland'],
  ['Málaga', 'Spain'],
  ['Montréal', 'Canada'],
]
const levels = ['National top 20', 'State champion', 'University team', 'Club league player', 'District champion']
const fees = [290, 500, 750, 1000, 1200, 1500, 2000]
// What specialists call themselves: the search matches a word of the title with the name and the place.
// biome-ignore format: a long list reads better packed
const specialistTitles = ['Head Coach', 'Tennis Coach', 'Badminton Coach', 'Fitness Coach', 'Mental Performance Coach', 'Sports Physiotherapist', 'Sports Nutritionist', 'Video Analyst']

// The zone of each country of the bulk rows' places, for their availability.
// biome-ignore format: a table reads better with one pair a line
const zones = {
  India: 'Asia/Kolkata', Indonesia: 'Asia/Jakarta', Malaysia: 'Asia/Kuala_Lumpur', Thailand: 'Asia/Bangkok',
  Singapore: 'Asia/Singapore', Philippines: 'Asia/Manila', Vietnam: 'Asia/Ho_Chi_Minh', Japan: 'Asia/Tokyo',
  'South Korea': 'Asia/Seoul', China: 'Asia/Shanghai', Denmark: 'Europe/Copenhagen', Spain: 'Europe/Madrid',
  France: 'Europe/Paris', Germany: 'Europe/Berlin', 'United Kingdom': 'Europe/London', USA: 'America/New_York',
  Australia: 'Australia/Melbourne', Brazil: 'America/Sao_Paulo', Switzerland: 'Europe/Zurich', Canada: 'America/Toronto',
}
const eveningsAndWeekends = {
  1: [{ start: '17:00', end: '21:00' }],
  2: [{ start: '17:00', end: '21:00' }],
  3: [{ start: '17:00', end: '21:00' }],
  4: [{ start: '17:00', end: '21:00' }],
  5: [{ start: '17:00', end: '21:00' }],
  6: [{ start: '08:00', end: '12:00' }],
  7: [{ start: '08:00', end: '12:00' }],
}

// Availability for the bulk rows (issue 23): six in seven publish evenings and weekend mornings in their
// country's zone; every fourth of those has a session booked three days ahead, at the start of that day's hours.
const insertSchedules = `
  with zones as (select * from unnest($1::text[], $2::text[]) as z(country, zone)),
  providers as (
    select 'partner'::feedback_resource_type as kind, id, country, email from sparring_partners
      where email like 'bench.partner.%'
    union all
    select 'coach'::feedback_resource_type, id, country, email from personal_coaches
      where email like 'bench.specialist.%'
  ),
  numbered as (
    select kind, id, coalesce(zones.zone, 'Asia/Kolkata') as zone, substring(email from '[0-9]+')::int as n
    from providers left join zones using (country)
  ),
  added as (
    insert into schedules (bookable_kind, bookable_id, time_zone, weekly, session_minutes, buffer_minutes)
    select kind, id, zone, $3::jsonb, '{60}', 15 from numbered where n % 7 <> 3
    on conflict do nothing
    returning bookable_kind, bookable_id, time_zone
  ),
  days as (
    select added.*, ((now() at time zone time_zone)::date + 3) as day
    from added join numbered on numbered.id = added.bookable_id where numbered.n % 4 = 0
  ),
  sessions as (
    select bookable_kind, bookable_id,
      (day + case when extract(isodow from day) in (6, 7) then time '08:00' else time '17:00' end) at time zone time_zone
        as starts_at
    from days
  )
  insert into slot_claims (purpose, bookable_kind, bookable_id, period, session_minutes, owner_key, booking_id)
  select 'booking', bookable_kind, bookable_id, tstzrange(starts_at, starts_at + interval '75 minutes', '[)'), 60,
    gen_random_uuid(), gen_random_uuid()
  from sessions`

// Partners alternate sports by row number; within a sport every first name meets every surname, and every
// place (the place goes by the pair of rows, so that both sports have each one).
const insertPartners = `
  with lists as (
    select $1::text[] as firsts, $2::text[] as lasts, $3::text[] as cities, $4::text[] as countries,
           $5::text[] as levels, $6::int[] as fees
  )
  insert into sparring_partners
    (first_name, last_name, email, image, sport, level, ranking, fee_amount, fee_currency,
     city, country, languages, bio, total_rating, status, created_at, updated_at,
     rally_level, level_status, handedness, playing_style, surfaces)
  select
    firsts[1 + (n / 2) % cardinality(firsts)],
    lasts[1 + (n / (2 * cardinality(firsts))) % cardinality(lasts)],
    'bench.partner.' || n || '@mail.example',
    case when n % 10 = 0 then null else '/media/avatars/bench-' || n % 997 || '.svg' end,
    (case when n % 2 = 0 then 'Badminton' else 'Tennis' end)::sport,
    levels[1 + (n * 7) % cardinality(levels)],
    case when n % 3 = 0 then null else 1 + (n * 17) % 300 end,
    case when n % 11 = 0 then null else fees[1 + (n * 5) % cardinality(fees)] end,
    'INR',
    cities[1 + (n / 2 * 13) % cardinality(cities)],
    countries[1 + (n / 2 * 13) % cardinality(cities)],
    case when n % 4 = 0 then array['English', 'Hindi'] else array['English'] end,
    'Bench partner number ' || n || '.',
    ((n * 37) % 51) / 10.0,
    'ACTIVE',
    timestamptz '2025-09-01' + (n % 400) * interval '1 day',
    timestamptz '2025-09-01' + (n % 400) * interval '1 day',
    -- Spar-up (issue 26): the owner's level kept on the profile (bench partners have no owner account, so the
    -- copy stands alone), every level in each sport; one in ten verified, one in ten coach-confirmed.
    ((n / 2) * 3) % 8,
    case (n / 2) % 10 when 0 then 'verified' when 1 then 'coach-confirmed' else 'self-stated' end,
    -- Two in seven left-handed, one in seven not stated.
    case when (n / 2) % 7 in (0, 1) then 'left' when (n / 2) % 7 = 6 then null else 'right' end,
    (array['baseline', 'all-court', 'serve-and-volley', 'doubles-specialist'])[1 + (n / 16) % 4],
    case when n % 2 = 0 then array['indoor']
         when (n / 6) % 3 = 0 then array['hard']
         when (n / 6) % 3 = 1 then array['clay', 'hard']
         else array['grass'] end
  from lists, generate_series($7::int, $8::int) as n`

// Specialists: nine in ten approved, one in a hundred a champion, one in twenty coaching "Others".
const insertSpecialists = `
  with lists as (
    select $1::text[] as firsts, $2::text[] as lasts, $3::text[] as cities, $4::text[] as countries,
           $5::int[] as fees, $6::text[] as titles
  )
  insert into personal_coaches
    (first_name, last_name, email, image, title, category, total_rating, city, country, is_approved,
     is_champion, highest_rank, fee_amount, fee_currency, session_minutes, experience_years, languages,
     created_at, updated_at)
  select
    firsts[1 + (n * 7) % cardinality(firsts)],
    lasts[1 + (n / cardinality(firsts)) % cardinality(lasts)],
    'bench.specialist.' || n || '@mail.example',
    case when n % 10 = 0 then null else '/media/avatars/bench-' || n % 997 || '.svg' end,
    case when n % 100 = 1 then 'Former national champion' else titles[1 + (n * 3) % cardinality(titles)] end,
    (case when n % 20 = 0 then 'Others' when n % 2 = 0 then 'Badminton' else 'Tennis' end)::coach_category,
    ((n * 37) % 51) / 10.0,
    cities[1 + (n / 2 * 13) % cardinality(cities)],
    countries[1 + (n / 2 * 13) % cardinality(cities)],
    n % 10 <> 0,
    n % 100 = 1,
    case when n % 100 = 1 then 'Former World No. ' || (1 + n % 50) else 'State champion' end,
    fees[1 + (n * 5) % cardinality(fees)] * 2,
    'INR',
    (array[30, 45, 60])[1 + n % 3],
    1 + n % 30,
    case when n % 4 = 0 then array['English', 'Hindi'] else array['English'] end,
    timestamptz '2025-09-01' + (n % 400) * interval '1 day',
    timestamptz '2025-09-01' + (n % 400) * interval '1 day'
  from lists, generate_series($7::int, $8::int) as n`

// Vacancies: where (city, ISO country and the currency an employer there pays in), what (a role and a
// title made of searchable words), and from which academy, all indexed by the row number (the place shifts
// every 20 rows, so that the closed and expired ones, n % 20 = 0 or 1, are not all in two cities).
const jobPlaces = [
  ['Bengaluru', 'IN', 'INR'],
  ['Mumbai', 'IN', 'INR'],
  ['Hyderabad', 'IN', 'INR'],
  ['Chennai', 'IN', 'INR'],
  ['New Delhi', 'IN', 'INR'],
  ['Pune', 'IN', 'INR'],
  ['Kuala Lumpur', 'MY', 'MYR'],
  ['George Town', 'MY', 'MYR'],
  ['Singapore', 'SG', 'USD'],
  ['Jakarta', 'ID', 'USD'],
  ['Bangkok', 'TH', 'USD'],
  ['London', 'GB', 'GBP'],
  ['Manchester', 'GB', 'GBP'],
  ['Madrid', 'ES', 'EUR'],
  ['Barcelona', 'ES', 'EUR'],
  ['Paris', 'FR', 'EUR'],
  ['Austin', 'US', 'USD'],
  ['New York', 'US', 'USD'],
  ['Shanghai', 'CN', 'YUAN'],
  ['Guangzhou', 'CN', 'YUAN'],
]
// A month's pay in each currency around which salaries vary (an hourly one is a 160th of it).
const monthlyPay = { INR: 60_000, MYR: 5_000, USD: 3_500, GBP: 3_000, EUR: 2_800, YUAN: 20_000 }
const jobRoles = [
  ['Head Coach', 'Head Coach'],
  ['Assistant Coach', 'Assistant Coach'],
  ['Sparring Partner', 'Sparring Partner'],
  ['Fitness Trainer', 'Strength and Conditioning Coach'],
  ['Physiotherapist', 'Sports Physiotherapist'],
  ['Nutritionist', 'Sports Nutritionist'],
]
const titleOpenings = [
  'Junior',
  'High-Performance',
  'Weekend',
  'Summer Camp',
  'Academy',
  'Club',
  'Residential',
  'Elite',
]
const academyWords = [
  'Smash',
  'Ace',
  'Baseline',
  'Shuttle',
  'Topspin',
  'Net Point',
  'Rally',
  'Drop Shot',
  'Crosscourt',
  'Match Point',
]
const academyKinds = ['Academy', 'Club', 'Centre', 'School']

// Nine in ten open, opened over the last 55 days and valid for 60; the rest closed or expired.
const insertJobs = `
  with lists as (
    select $1::text[] as cities, $2::text[] as countries, $3::text[] as currencies, $4::int[] as pays,
           $5::text[] as roles, $6::text[] as role_titles, $7::text[] as openings, $8::text[] as words,
           $9::text[] as kinds, $10::uuid as poster
  ), numbered as (
    select lists.*, n,
      1 + (n * 13 + n / 20) % cardinality(cities) as place,
      1 + (n * 7) % cardinality(roles) as role,
      case when n % 20 = 1 then now() - (61 + n % 30) * interval '1 day'
           else now() - (n % 55) * interval '1 day' - (n % 24) * interval '1 hour' end as opened
    from lists, generate_series($11::int, $12::int) as n
  )
  insert into jobs
    (poster_id, job_holder_type, sport, staff_role, job_title, experience_in_year, job_description,
     job_location, job_country, academy_name, academy_description, contact_person,
     contact_person_designation, email, country_code, contact_number, employment_type, duration,
     duration_type, work_hours, work_hours_type, salary_currency_type, salary, salary_type,
     salary_is_negotiable, benefits, status, opened_at, valid_through, closed_at, created_at, updated_at)
  select
    poster,
    'Employee'::job_holder_type,
    (case when n % 2 = 0 then 'Badminton' else 'Tennis' end)::sport,
    roles[role]::staff_role,
    openings[1 + (n * 3) % cardinality(openings)] || ' ' || (case when n % 2 = 0 then 'Badminton' else 'Tennis' end)
      || ' ' || role_titles[role],
    1 + n % 10,
    'Bench vacancy number ' || n || '. Coach and support our players, plan sessions and travel to tournaments.',
    cities[place],
    countries[place],
    words[1 + (n * 11) % cardinality(words)] || ' ' || kinds[1 + n % cardinality(kinds)] || ' ' || cities[place],
    'A bench academy.',
    'Bench Employer',
    'Director',
    'bench.jobs.' || n || '@mail.example',
    '+91',
    '9845012345',
    (case when n % 3 = 0 then 'Part Time' else 'Full Time' end)::employment_type,
    1 + n % 24,
    'Months'::duration_type,
    case when n % 3 = 0 then 20 else 40 end,
    'Weekly'::work_hours_type,
    currencies[place]::salary_currency,
    case when n % 18 = 0 then null
         when n % 5 = 0 then round(pays[place] * (0.5 + ((n * 7) % 20) / 10.0) / 160, 2)
         else round(pays[place] * (0.5 + ((n * 7) % 20) / 10.0)) end,
    (case when n % 5 = 0 then 'Hourly' else 'Monthly' end)::salary_type,
    n % 9 = 0,
    case when n % 4 = 0 then array['Accommodation', 'Food'] else array[]::text[] end,
    (case when n % 20 = 0 then 'closed' when n % 20 = 1 then 'expired' else 'open' end)::job_status,
    opened,
    opened + interval '60 days',
    case when n % 20 = 0 then opened + interval '3 days' end,
    opened,
    opened
  from numbered`

/**
 * Adds the bulk rows to the (migrated) database at `databaseUrl`, unless a table already holds that
 * many, then refreshes the planner's statistics. Returns what it did and how long it took.
 */
export async function seedScale(databaseUrl, wanted = scale) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const started = performance.now()
    const count = async (table) => Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n)
    const inserted = { partners: 0, specialists: 0, jobs: 0 }
    const cities = places.map(([city]) => city)
    const countries = places.map(([, country]) => country)
    // Each table is filled up to the wanted number (a 1,000,000-partner run adds to a 200,000 one).
    // Counted by the bench rows' e-mail prefix: the demo data's rows are not part of the scale.
    const range = async (table, prefix, target) => {
      const bench = await client.query(`select count(*) as n from ${table} where email like $1`, [`${prefix}%`])
      return [Number(bench.rows[0].n) + 1, target]
    }
    const [partnersFrom, partnersTo] = await range('sparring_partners', 'bench.partner.', wanted.partners)
    if (partnersFrom <= partnersTo) {
      const result = await client.query(insertPartners, [
        firstNames,
        surnames,
        cities,
        countries,
        levels,
        fees,
        partnersFrom,
        partnersTo,
      ])
      inserted.partners = result.rowCount
    }
    const [specialistsFrom, specialistsTo] = await range('personal_coaches', 'bench.specialist.', wanted.specialists)
    if (specialistsFrom <= specialistsTo) {
      const result = await client.query(insertSpecialists, [
        firstNames,
        surnames,
        cities,
        countries,
        fees,
        specialistTitles,
        specialistsFrom,
        specialistsTo,
      ])
      inserted.specialists = result.rowCount
    }
    const [jobsFrom, jobsTo] = await range('jobs', 'bench.jobs.', wanted.jobs)
    if (jobsFrom <= jobsTo) {
      // One employer posts them all: the public list does not look at who posted.
      const poster = await client.query(
        `insert into users (identity_subject, email, first_name, last_name, role)
         values ('bench:employer', 'bench.employer@mail.example', 'Bench', 'Employer', 'academy')
         on conflict (identity_subject) do update set email = excluded.email
         returning id`,
      )
      const result = await client.query(insertJobs, [
        jobPlaces.map(([city]) => city),
        jobPlaces.map(([, country]) => country),
        jobPlaces.map(([, , currency]) => currency),
        jobPlaces.map(([, , currency]) => monthlyPay[currency]),
        jobRoles.map(([role]) => role),
        jobRoles.map(([, title]) => title),
        titleOpenings,
        academyWords,
        academyKinds,
        poster.rows[0].id,
        jobsFrom,
        jobsTo,
      ])
      inserted.jobs = result.rowCount
    }
    // Availability for the rows that have none yet (a rerun adds only the new rows').
    await client.query(insertSchedules, [Object.keys(zones), Object.values(zones), JSON.stringify(eveningsAndWeekends)])
    // As autovacuum leaves a live table: statistics, and the visibility map index-only scans need.
    await client.query('vacuum analyze sparring_partners, personal_coaches, jobs, schedules, slot_claims')
    return {
      ...inserted,
      seconds: (performance.now() - started) / 1000,
      totals: {
        partners: await count('sparring_partners'),
        specialists: await count('personal_coaches'),
        jobs: await count('jobs'),
        schedules: await count('schedules'),
      },
    }
  } finally {
    await client.end()
  }
}

export function describeScale({ partners, specialists, jobs, seconds, totals }) {
  const number = (value) => value.toLocaleString('en-US')
  const what =
    partners || specialists || jobs
      ? `inserted ${number(partners)} partners, ${number(specialists)} specialists and ${number(jobs)} vacancies`
      : 'the bulk rows were already there; nothing inserted'
  return `Scale data: ${what} in ${seconds.toFixed(1)} s (VACUUM ANALYZE included); now ${number(totals.partners)} partners, ${number(totals.specialists)} specialists, ${number(totals.jobs)} vacancies; ${number(totals.schedules)} partners and specialists publish availability`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.env.DATABASE_URL) {
    console.error('seed-scale needs DATABASE_URL: the PostgreSQL database to fill (migrated first).')
    process.exit(1)
  }
  const { values } = parseArgs({ options: { partners: { type: 'string', default: String(scale.partners) } } })
  console.log(describeScale(await seedScale(process.env.DATABASE_URL, { ...scale, partners: Number(values.partners) })))
}
