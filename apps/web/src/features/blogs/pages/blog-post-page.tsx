import { useParams } from '../../../lib/router.tsx'
import { useBlogPost } from '../api/get-blog-post.ts'
import { PostArticle } from '../components/post-article.tsx'
import { PostState } from '../components/post-state.tsx'

/** /blog/{username}/{slug}: one post. */
export default function BlogPostPage() {
  const { username = '', slug = '' } = useParams()
  const post = useBlogPost(username, slug)
  return <PostState query={post}>{(data) => <PostArticle post={data} />}</PostState>
}
