// The jobs feature as other features use it. Its pages stay out: app/router.tsx loads them lazily.
export { AcademyVacancies } from './components/academy-vacancies.tsx'
