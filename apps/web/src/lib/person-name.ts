/** "Aarav Mehta", or just the first name when there is no last one. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()
