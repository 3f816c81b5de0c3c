// The academies feature as other features use it. Its pages stay out: app/router.tsx loads them lazily.
export { academyPath } from './academy-card-rules.ts'
export { useAcademies } from './api/get-academies.ts'
export { useAcademy } from './api/get-academy.ts'
export { academiesQueries } from './api/queries.ts'
export { useOwnAcademies, useRegisterAcademy } from './api/register-academy.ts'
export { AcademyCard } from './components/academy-card.tsx'
export { AcademyForm } from './components/academy-form.tsx'
