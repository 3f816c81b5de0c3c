/**
 * What a section is given: the record its address names (/admin/{section}/{recordId}), if any. Apart from
 * the registry (sections.ts), which loads the sections: a section that imported it would make a circle.
 */
export type SectionProps = { recordId?: string }
