import { TestimonialsBoard } from '../components/testimonials-board.tsx'

/** /testimonials: every approved testimonial, of both sports. */
export default function TestimonialsPage() {
  return <TestimonialsBoard />
}
