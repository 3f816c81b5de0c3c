import { useSport } from '../../../lib/sport-context.ts'
import { TestimonialsBoard } from '../components/testimonials-board.tsx'

/** /tennis/testimonials and /badminton/testimonials: the approved testimonials of the sport whose layout this is. */
export default function SportTestimonialsPage() {
  return <TestimonialsBoard sport={useSport()} />
}
