import clsx from 'clsx'

/**
 * A post's body as the server rendered it. The HTML is sanitized on the server when the post is
 * saved (no script, frames, event attributes or foreign images), which is why it may be set here.
 */
export function PostHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={clsx(
        'max-w-none break-words text-base leading-relaxed text-ink',
        '[&_h1]:mt-8 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold',
        '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
        '[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4',
        '[&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:italic [&_img]:mt-4 [&_img]:rounded-xl',
        '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-4',
        '[&_code]:font-mono [&_code]:text-sm [&_table]:mt-4 [&_td]:border [&_td]:border-line [&_td]:p-2',
        '[&_th]:border [&_th]:border-line [&_th]:p-2 [&_hr]:my-8 [&_hr]:border-line',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server with sanitize-html at write
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
