// Bulk rows for `npm run bench -- --scale`: 200,000 sparring partners and 20,000 specialists, each
// table filled by one INSERT ... SELECT over generate_series, so the database builds the rows itself.
// Names come from lists of first names and surnames indexed by the row number, so they vary the way
// real names do and a trigram search has realistic work; everything else is derived from the number.
// Run alone: DATABASE_URL=postgresql://... node bench/seed-scale.mjs (on a migrated database).
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// pg is a dependency of the API, not of the repository root: resolve it from there.
const pg = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'))('pg')

export const scale = { partners: 200_000, specialists: 20_000 }

// biome-ignore format: a long list reads better packed
const firstNames = ['Aarav', 'Vihaan', 'Rahul', 'Ananya', 'Priya', 'Karthik', 'Meera', 'Arjun', 'Sneha', 'Rohan', 'Divya', 'Farhan', 'Gurpreet', 'Lakshmi', 'Nikhil', 'Ishita', 'Budi', 'Putri', 'Rizky', 'Siti', 'Wei Jie', 'Mei Ling', 'Aziz', 'Nurul', 'Kittipong', 'Supanida', 'Jia Hui', 'Marcus', 'Haruto', 'Yui', 'Min-jun', 'Seo-yeon', 'Minh', 'Linh', 'Jose', 'Angelica', 'Wei', 'Jing', 'Mads', 'Sofie', 'Alejandro', 'Lucía', 'Hugo', 'Léa', 'Lukas', 'Hannah', 'Ethan', 'Olivia', 'Oliver', 'Amelia', 'Lachlan', 'Charlotte', 'Diego', 'Sofia', 'Kabir', 'Tanvi', 'Varun', 'Harini', 'Aditya', 'Zoya', 'Pranav']
// biome-ignore format: a long list reads better packed
const surnames = ['Sharma', 'Gupta', 'Verma', 'Mehta', 'Joshi', 'Kapoor', 'Reddy', 'Iyer', 'Nair', 'Rao', 'Menon', 'Pillai', 'Krishnan', 'Kulkarni', 'Deshpande', 'Patel', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Sandhu', 'Gill', 'Khan', 'Qureshi', 'Siddiqui', 'Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Kusuma', 'Hidayat', 'Gunawan', 'Setiawan', 'Abdullah', 'Rahman', 'Ismail', 'Tan', 'Lim', 'Wong', 'Saelim', 'Srisuk', 'Boonmee', 'Goh', 'Teo', 'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Kim', 'Park', 'Choi', 'Nguyen', 'Tran', 'Santos', 'Reyes', 'Cruz', 'Wang', 'Zhang', 'Liu', 'Jensen', 'Nielsen', 'Hansen', 'García', 'Fernández', 'Martínez', 'López', 'Martin', 'Bernard', 'Dubois', 'Müller', 'Schmidt', 'Schneider', 'Johnson', 'Miller', 'Davis', 'Anderson', 'Smith', 'Taylor', 'Clarke', 'Wilson', "O'Brien", 'Kelly', 'Martinez', 'Hernandez']
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
]
const levels = ['National top 20', 'State champion', 'University team', 'Club league player', 'District champion']
const fees = [290, 500, 750, 1000, 1200, 1500, 2000]

// Partners alternate sports by row number; within a sport every first name meets every surname.
const insertPartners = `
  with lists as (
    select $1::text[] as firsts, $2::text[] as lasts, $3::text[] as cities, $4::text[] as countries,
           $5::text[] as levels, $6::int[] as fees
  )
  insert into sparring_partners
    (first_name, last_name, email, image, sport, level, ranking, fee_amount, fee_currency,
     city, country, languages, bio, total_rating, status, created_at, updated_at)
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
    cities[1 + (n * 13) % cardinality(cities)],
    countries[1 + (n * 13) % cardinality(cities)],
    case when n % 4 = 0 then array['English', 'Hindi'] else array['English'] end,
    'Bench partner number ' || n || '.',
    ((n * 37) % 51) / 10.0,
    'ACTIVE',
    timestamptz '2025-09-01' + (n % 400) * interval '1 day',
    timestamptz '2025-09-01' + (n % 400) * interval '1 day'
  from lists, generate_series(1, $7::int) as n`

// Specialists: nine in ten approved, one in a hundred a champion, one in twenty coaching "Others".
const insertSpecialists = `
  with lists as (
    select $1::text[] as firsts, $2::text[] as lasts, $3::text[] as cities, $4::text[] as countries,
           $5::int[] as fees
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
    case when n % 100 = 1 then 'Former national champion' else 'Head Coach' end,
    (case when n % 20 = 0 then 'Others' when n % 2 = 0 then 'Badminton' else 'Tennis' end)::coach_category,
    ((n * 37) % 51) / 10.0,
    cities[1 + (n * 13) % cardinality(cities)],
    countries[1 + (n * 13) % cardinality(cities)],
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
  from lists, generate_series(1, $6::int) as n`

/**
 * Adds the bulk rows to the (migrated) database at `databaseUrl`, unless a table already holds that
 * many, then refreshes the planner's statistics. Returns what it did and how long it took.
 */
export async function seedScale(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const started = performance.now()
    const count = async (table) => Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n)
    const inserted = { partners: 0, specialists: 0 }
    const cities = places.map(([city]) => city)
    const countries = places.map(([, country]) => country)
    if ((await count('sparring_partners')) < scale.partners) {
      const result = await client.query(insertPartners, [
        firstNames,
        surnames,
        cities,
        countries,
        levels,
        fees,
        scale.partners,
      ])
      inserted.partners = result.rowCount
    }
    if ((await count('personal_coaches')) < scale.specialists) {
      const result = await client.query(insertSpecialists, [
        firstNames,
        surnames,
        cities,
        countries,
        fees,
        scale.specialists,
      ])
      inserted.specialists = result.rowCount
    }
    // As autovacuum leaves a live table: statistics, and the visibility map index-only scans need.
    await client.query('vacuum analyze sparring_partners, personal_coaches')
    return {
      ...inserted,
      seconds: (performance.now() - started) / 1000,
      totals: { partners: await count('sparring_partners'), specialists: await count('personal_coaches') },
    }
  } finally {
    await client.end()
  }
}

export function describeScale({ partners, specialists, seconds, totals }) {
  const number = (value) => value.toLocaleString('en-US')
  const what =
    partners || specialists
      ? `inserted ${number(partners)} partners and ${number(specialists)} specialists`
      : 'the bulk rows were already there; nothing inserted'
  return `Scale data: ${what} in ${seconds.toFixed(1)} s (VACUUM ANALYZE included); now ${number(totals.partners)} partners, ${number(totals.specialists)} specialists`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.env.DATABASE_URL) {
    console.error('seed-scale needs DATABASE_URL: the PostgreSQL database to fill (migrated first).')
    process.exit(1)
  }
  console.log(describeScale(await seedScale(process.env.DATABASE_URL)))
}
