import type {
  AcademyPremiumInput,
  ConsoleAcademy,
  FaqEntryInput,
  PressMentionInput,
  TeamMemberInput,
} from '@rally/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { academiesQueries } from '../../academies/index.ts'
import { faqQueries } from '../../faq/index.ts'
import { homeQueries } from '../../home/index.ts'
import { teamQueries } from '../../team/index.ts'
import { type ContentKind, type ContentRecords, consoleQueries } from '../api/queries.ts'

export type { ContentKind } from '../api/queries.ts'

type InputOf = { faq: FaqEntryInput; press: PressMentionInput; team: TeamMemberInput }
export type ContentRecord<K extends ContentKind> = ContentRecords[K]
export type ContentInput<K extends ContentKind> = InputOf[K]

/** What the public reads of each list (refreshed after an edit, so the site shows it at once here too). */
const publicKeys: Record<ContentKind, readonly string[]> = {
  faq: faqQueries.all,
  press: homeQueries.pressAll,
  team: teamQueries.all,
}

export function useContentList<K extends ContentKind>(kind: K) {
  return useQuery(consoleQueries.content(kind))
}

type Edit<K extends ContentKind> =
  | { action: 'create'; input: InputOf[K] }
  | { action: 'update'; id: string; input: InputOf[K]; openedVersion: string }
  | { action: 'delete'; id: string; openedVersion: string }
  | { action: 'move'; id: string; direction: 'up' | 'down'; openedVersion: string }

/** Every change to one list: create, update, delete, move; the list and the public read refresh after. */
export function useContentEdit<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient()
  const base = `/console/content/${kind}`
  return useMutation({
    mutationFn: (edit: Edit<K>) => {
      switch (edit.action) {
        case 'create':
          return apiRequest(base, { method: 'POST', body: edit.input })
        case 'update':
          return apiRequest(`${base}/${edit.id}`, {
            method: 'PUT',
            body: { ...edit.input, openedVersion: edit.openedVersion },
          })
        case 'delete':
          return apiRequest(`${base}/${edit.id}?openedVersion=${encodeURIComponent(edit.openedVersion)}`, {
            method: 'DELETE',
          })
        case 'move':
          return apiRequest(`${base}/${edit.id}/move`, {
            method: 'POST',
            body: { direction: edit.direction, openedVersion: edit.openedVersion },
          })
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: consoleQueries.content(kind).queryKey })
      void queryClient.invalidateQueries({ queryKey: publicKeys[kind] })
    },
  })
}

export function useConsoleAcademies(q: string) {
  return useQuery(consoleQueries.academies(q))
}

export function useSetAcademyPremium() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: AcademyPremiumInput & { id: string }) =>
      apiRequest<{ data: ConsoleAcademy }>(`/console/academies/${id}/premium`, { method: 'PUT', body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: consoleQueries.academiesAll })
      void queryClient.invalidateQueries({ queryKey: academiesQueries.all })
    },
  })
}
