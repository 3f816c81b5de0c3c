import type {
  AcademyPremiumInput,
  ConsoleAcademy,
  ConsoleFaqEntry,
  ConsolePressMention,
  ConsoleTeamMember,
  Faq,
  FaqEntryInput,
  LanguageCode,
  PressMention,
  PressMentionInput,
  TeamMemberInput,
} from '@rally/shared'
import { faqEntryInputSchema, faqSlugTakenMessage, pressMentionInputSchema, teamMemberInputSchema } from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { EditOutcome } from '../../db/editable-lists.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { AcademyPremium, AcademyRecord } from '../academies/academy-premium.ts'
import type { TeamEdits, TeamMemberRecord } from '../team/team-edits.ts'
import type { ContentRepository, FaqEntryRecord, PressMentionRecord } from './content-repository.ts'
import { faqIn, withoutEmptyLanguages } from './content-rules.ts'
import { faqGroupTitles } from './faq-groups.ts'

type Operator = Pick<Auth, 'userId'>
type Move = { direction: 'up' | 'down'; openedVersion: string }

const recordChanged = () =>
  new AppError(
    'CONSOLE_RECORD_CHANGED',
    'Someone changed this record after you opened it. Reload it to see the changes, then try again.',
  )

function settled<T>(outcome: EditOutcome<T>, notFound: string): T {
  if (outcome.status === 'missing') throw new AppError('NOT_FOUND', notFound)
  if (outcome.status === 'changed') throw recordChanged()
  return outcome.row
}

const faqView = (row: FaqEntryRecord): ConsoleFaqEntry => ({
  id: row.id,
  slug: row.slug,
  group: row.group,
  position: row.position,
  link: row.link,
  texts: row.texts as ConsoleFaqEntry['texts'],
  visible: row.visible,
  updatedAt: row.updatedAt.toISOString(),
})
const pressView = (row: PressMentionRecord): ConsolePressMention => ({
  id: row.id,
  outlet: row.outlet,
  title: row.title,
  url: row.url,
  logoUrl: row.logoUrl,
  publishedOn: row.publishedOn,
  position: row.position,
  visible: row.visible,
  updatedAt: row.updatedAt.toISOString(),
})
const teamView = (row: TeamMemberRecord): ConsoleTeamMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  photo: row.photo,
  bio: row.bio,
  linkedin: row.linkedin,
  x: row.x,
  website: row.website,
  position: row.sortOrder,
  visible: row.visible,
  updatedAt: row.updatedAt.toISOString(),
})
const academyView = (row: AcademyRecord): ConsoleAcademy => ({ ...row, updatedAt: row.updatedAt.toISOString() })

/** The stored form of the FAQ's input: languages left empty are dropped, English stands in for them. */
function faqValues(input: FaqEntryInput) {
  const parsed = faqEntryInputSchema.parse(input)
  return { ...parsed, texts: withoutEmptyLanguages(parsed.texts) }
}
function teamValues(input: TeamMemberInput) {
  const parsed = teamMemberInputSchema.parse(input)
  const bio = Object.fromEntries(Object.entries(parsed.bio).filter(([, text]) => text && text.trim() !== ''))
  return { ...parsed, bio: bio as TeamMemberRecord['bio'] }
}
const pressValues = (input: PressMentionInput) => pressMentionInputSchema.parse(input)

async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', faqSlugTakenMessage, { slug: faqSlugTakenMessage })
    throw error
  }
}

/**
 * Site content the operators edit without a deploy: the FAQ, the home page's press mentions, the core
 * team, and premium academies. Every change is written with its audit row (the repository's transaction).
 * The team list and the academies belong to their modules, which edit them for the console (decision 041).
 */
export function createContentService({
  repository,
  team,
  academies,
  clock = () => new Date(),
}: {
  repository: ContentRepository
  team: TeamEdits
  academies: AcademyPremium
  clock?: () => Date
}) {
  return {
    /** The FAQ a reader sees in their language. */
    async faq(language: LanguageCode): Promise<Faq> {
      return faqIn(language, await repository.visibleFaq(), faqGroupTitles[language])
    },

    /** The press mentions on the home page, in their order. */
    press(): Promise<PressMention[]> {
      return repository.visiblePress()
    },

    faqEntries: {
      list: async () => (await repository.faq.list()).map(faqView),
      create: async (input: FaqEntryInput, operator: Operator) =>
        faqView(await uniqueSlug(() => repository.faq.create(faqValues(input), operator, clock()))),
      update: async (id: string, input: FaqEntryInput & { openedVersion: string }, operator: Operator) =>
        faqView(
          settled(
            await uniqueSlug(() => repository.faq.update(id, input.openedVersion, faqValues(input), operator, clock())),
            'This question does not exist',
          ),
        ),
      remove: async (id: string, openedVersion: string, operator: Operator) => {
        settled(await repository.faq.remove(id, openedVersion, operator), 'This question does not exist')
      },
      move: async (id: string, { direction, openedVersion }: Move, operator: Operator) =>
        faqView(
          settled(
            await repository.faq.move(id, direction, openedVersion, operator, clock()),
            'This question does not exist',
          ),
        ),
    },

    pressMentions: {
      list: async () => (await repository.press.list()).map(pressView),
      create: async (input: PressMentionInput, operator: Operator) =>
        pressView(await repository.press.create(pressValues(input), operator, clock())),
      update: async (id: string, input: PressMentionInput & { openedVersion: string }, operator: Operator) =>
        pressView(
          settled(
            await repository.press.update(id, input.openedVersion, pressValues(input), operator, clock()),
            'This press mention does not exist',
          ),
        ),
      remove: async (id: string, openedVersion: string, operator: Operator) => {
        settled(await repository.press.remove(id, openedVersion, operator), 'This press mention does not exist')
      },
      move: async (id: string, { direction, openedVersion }: Move, operator: Operator) =>
        pressView(
          settled(
            await repository.press.move(id, direction, openedVersion, operator, clock()),
            'This press mention does not exist',
          ),
        ),
    },

    teamMembers: {
      list: async () => (await team.list()).map(teamView),
      create: async (input: TeamMemberInput, operator: Operator) =>
        teamView(await team.create(teamValues(input), operator, clock())),
      update: async (id: string, input: TeamMemberInput & { openedVersion: string }, operator: Operator) =>
        teamView(
          settled(
            await team.update(id, input.openedVersion, teamValues(input), operator, clock()),
            'This team member does not exist',
          ),
        ),
      remove: async (id: string, openedVersion: string, operator: Operator) => {
        settled(await team.remove(id, openedVersion, operator), 'This team member does not exist')
      },
      move: async (id: string, { direction, openedVersion }: Move, operator: Operator) =>
        teamView(
          settled(await team.move(id, direction, openedVersion, operator, clock()), 'This team member does not exist'),
        ),
    },

    academies: {
      find: async (query: { q?: string; premium?: boolean; limit: number }) =>
        (await academies.findAcademies(query)).map(academyView),
      setPremium: async (id: string, { isPremium, openedVersion }: AcademyPremiumInput, operator: Operator) =>
        academyView(
          settled(
            await academies.setAcademyPremium(id, isPremium, openedVersion, operator, clock()),
            'This academy does not exist',
          ),
        ),
    },
  }
}

export type ContentService = ReturnType<typeof createContentService>
