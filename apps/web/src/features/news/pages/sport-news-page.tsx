import { useSport } from '../../../lib/sport-context.ts'
import { NewsBoard } from '../components/news-board.tsx'

/** /tennis/news and /badminton/news: the news of the sport whose layout this is, with the news of both. */
export default function SportNewsPage() {
  return <NewsBoard sport={useSport()} />
}
