import type { createUserAdministrationRepository } from './user-administration-repository.ts'

export type { AdministeredUserRow, UserFilters } from './user-administration-repository.ts'

/** The users' port for the operator's console (decision 041): search, read, lock, block and set operator roles. */
export type UserAdministration = ReturnType<typeof createUserAdministrationRepository>
