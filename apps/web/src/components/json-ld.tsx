import { jsonLdScript } from '@rally/shared'

/**
 * Structured data for search engines: one `<script type="application/ld+json">`, rendered where the
 * page renders it (on the server too, so it is in the first HTML). Nothing is drawn for null data.
 */
export function JsonLd({ data }: { data: unknown }) {
  if (data === null || data === undefined) return null
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes <, >, & and line separators, so nothing in the text can close the script
      dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }}
    />
  )
}
