import { z } from 'zod'

/**
 * The fields of a profile as a PATCH takes them: each optional, and none filled in by its default.
 * `schema.partial()` keeps defaults, so a PATCH naming only the bio would also set the last name to ''
 * and the languages to []: here a field the request leaves out stays as it is.
 */
export function changesOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  )
  return z.object(shape) as unknown as ReturnType<z.ZodObject<Shape>['partial']>
}
