import { NewsBoard } from '../components/news-board.tsx'

/** /news: the news of both sports. */
export default function NewsPage() {
  return <NewsBoard />
}
