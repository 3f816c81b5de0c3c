/**
 * Whether a text is a record's id (a UUID, in either case). Ids arrive as text that routes only shape-check; a
 * text that is not one names nothing, and never reaches a uuid column.
 */
export const isUuid = (value: string | null | undefined): value is string =>
  Boolean(value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
