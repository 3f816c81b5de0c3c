import type { Country, Sport } from './countries.ts'

/** What sparring partners say about their game, their levels, fees and showcase clips. */

export type Level = { label: string; ranking: [number, number] | null }

export const partnerLevels: Record<Sport, Level[]> = {
  Badminton: [
    { label: 'BWF World Tour player', ranking: [1, 12] },
    { label: 'National top 20', ranking: [3, 20] },
    { label: 'National junior champion', ranking: [1, 10] },
    { label: 'State champion', ranking: [12, 60] },
    { label: 'BWF junior ranked', ranking: [8, 40] },
    { label: 'University team', ranking: null },
    { label: 'District champion', ranking: null },
    { label: 'Club league player', ranking: null },
  ],
  Tennis: [
    { label: 'ITF junior', ranking: [10, 80] },
    { label: 'ITF World Tennis Tour player', ranking: [4, 40] },
    { label: 'National top 20', ranking: [3, 20] },
    { label: 'State champion', ranking: [15, 90] },
    { label: 'University team', ranking: null },
    { label: 'College tennis (NCAA Division I)', ranking: null },
    { label: 'Club champion', ranking: null },
  ],
}

export const partnerStyles: Record<Sport, string[]> = {
  Badminton: [
    'Attacking left-hander with a steep smash; happy to play full practice games.',
    'Doubles specialist who is strong at the net and quick in the drive exchanges.',
    'Likes long rallies and can feed multi-shuttle drills for your footwork.',
    'Trains six days a week and plays ranking tournaments most months.',
    'Good for singles practice: steady clears, deceptive drops and a patient game plan.',
    'Mixed doubles player with a sharp serve and quick hands at the front.',
  ],
  Tennis: [
    'Baseliner with a heavy topspin forehand, comfortable on clay and hard courts.',
    'Big first serve, useful if you want to practise your return.',
    'Serve-and-volley player who can help with net approaches and passing shots.',
    'Steady two-handed backhand; keeps cross-court rallies going for the full hour.',
    'Plays college tennis and practises most mornings before class.',
    'All-court player who likes to mix slices, drop shots and changes of pace.',
  ],
}

export const partnerExtras = [
  'Patient with juniors and adult beginners alike.',
  'Can film the session on request so you can review it later.',
  'Happy to travel to courts across the city.',
  'Prefers early-morning sessions.',
  'Can play practice sets with tournament scoring.',
]

export const showcaseNames: Record<Sport, string[]> = {
  Badminton: [
    'Match point at the state finals',
    'Jump smash practice',
    'Net kill drill, front court',
    'Doubles rotation in slow motion',
    'Six-corner footwork routine',
    'Semi-final rally, 31 shots',
    'Morning multi-shuttle session',
    'Backhand clear from the deep corner',
    'Mixed doubles final highlights',
    'Deceptive drop shot compilation',
  ],
  Tennis: [
    'Match point at the state finals',
    'Clay-court baseline rally',
    'First serve practice at dawn',
    'Return of serve drill',
    'Volley and overhead session',
    'Inside-out forehand pattern',
    'ITF junior quarter-final highlights',
    'Two-handed backhand down the line',
    'Slice and drop-shot drill',
    'Practice set under the lights',
  ],
}

export const partnerFees: Record<Country['currency'], number[]> = {
  INR: [290, 290, 500, 500, 750, 1000, 1200, 1500, 2000],
  USD: [9, 15, 25, 40],
  EUR: [9, 15, 25, 35],
}
