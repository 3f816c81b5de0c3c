export { type SeedSummary, seedDemoData } from './seed-demo-data.ts'
