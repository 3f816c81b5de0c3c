import { type BlogAuthor, pathTo } from '@rally/shared'
import { Avatar } from '../../../components/avatar.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'

/** The author's picture and name, linking to their posts. */
export function AuthorCard({ author, size = 'small' }: { author: BlogAuthor; size?: 'small' | 'large' }) {
  const { t } = useTranslation()
  return (
    <Link
      to={pathTo('blogAuthor', { username: author.username })}
      className="inline-flex min-h-11 items-center gap-3 rounded-full pr-2 hover:text-accent"
    >
      <Avatar src={author.picture} className={size === 'large' ? 'h-12 w-12' : 'h-8 w-8'} />
      <span className="text-sm">
        <span className="font-semibold">{author.name}</span>
        {size === 'large' && <span className="block text-ink-muted">{t('blogs.authorPosts')}</span>}
      </span>
    </Link>
  )
}
