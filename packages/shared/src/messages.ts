/**
 * A validation message whose numbers are set in code ("City must be at most
 * 100 characters") is written as a template with `{{placeholders}}`. The API
 * answers the filled English; each language's table translates the template,
 * and the web finds the template a message was filled from to show it with
 * the same values.
 */
const placeholder = /\{\{\s*(\w+)\s*\}\}/g

export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The values `message` was filled with from `template`, or null when it was not filled from it. */
export function messageValues(template: string, message: string): Record<string, string> | null {
  const names: string[] = []
  const source = template
    .split(placeholder)
    .map((part, index) => {
      // split() with a capture group alternates the text between placeholders and their names.
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(part)
      return '(.+?)'
    })
    .join('')
  const match = new RegExp(`^${source}$`).exec(message)
  if (!match) return null
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']))
}

export const isMessageTemplate = (text: string) => new RegExp(placeholder.source).test(text)
