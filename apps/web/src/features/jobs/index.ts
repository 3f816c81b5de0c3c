// The jobs feature as other features use it. Its pages stay out: app/router.tsx loads them lazily.
export { AcademyVacancies } from './components/academy-vacancies.tsx'
export { salaryText } from './job-card-rules.ts'
export { jobEnumKey } from './job-labels.ts'
