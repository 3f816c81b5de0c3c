import type { SectionProps } from '../sections.ts'

// Built by its own change of issue 12; until then the section says nothing.
export default function Section(_: SectionProps) {
  return null
}
