import type {
  AcademyPremiumInput,
  ConsoleAcademy,
  ConsoleFaqEntry,
  ConsolePressMention,
  ConsoleTeamMember,
  FaqEntryInput,
  PressMentionInput,
  TeamMemberInput,
} from '@rally/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** The console's editable lists, by their path under /v1/console/content. */
export type ContentKind = 'faq' | 'press' | 'team'
type RecordOf = { faq: ConsoleFaqEntry; press: ConsolePressMention; team: ConsoleTeamMember }
type InputOf = { faq: FaqEntryInput; press: PressMentionInput; team: TeamMemberInput }
export type ContentRecord<K extends ContentKind> = RecordOf[K]
export type ContentInput<K extends ContentKind> = InputOf[K]

const listKey = (kind: ContentKind) => ['console', 'content', kind] as const
/** What the public reads of each list (refreshed after an edit, so the site shows it at once here too). */
const publicKeys: Record<ContentKind, string> = { faq: 'faq', press: 'press', team: 'team' }

export function useContentList<K extends ContentKind>(kind: K) {
  return useQuery({
    queryKey: listKey(kind),
    queryFn: ({ signal }) =>
      apiRequest<{ data: RecordOf[K][] }>(`/console/content/${kind}`, { signal }).then((body) => body.data),
    staleTime: 0,
  })
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
      void queryClient.invalidateQueries({ queryKey: listKey(kind) })
      void queryClient.invalidateQueries({ queryKey: [publicKeys[kind]] })
    },
  })
}

export function useConsoleAcademies(q: string) {
  return useQuery({
    queryKey: ['console', 'content', 'academies', q],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ConsoleAcademy[] }>(`/console/content/academies?q=${encodeURIComponent(q)}`, {
        signal,
      }).then((body) => body.data),
    staleTime: 0,
  })
}

export function useSetAcademyPremium() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: AcademyPremiumInput & { id: string }) =>
      apiRequest<{ data: ConsoleAcademy }>(`/console/academies/${id}/premium`, { method: 'PUT', body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'content', 'academies'] })
      void queryClient.invalidateQueries({ queryKey: ['academies'] })
    },
  })
}
