// The testimonials feature as other features use it: the home page's section.
export { TestimonialsSection } from './components/testimonials-section.tsx'
