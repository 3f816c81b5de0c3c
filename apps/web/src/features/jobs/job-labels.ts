import type {
  ApplicantExperience,
  ApplicationStatus,
  DurationType,
  EmploymentType,
  JobBenefit,
  JobHolderType,
  JobStatus,
  Nationality,
  PlayingLevel,
  SalaryType,
  StaffRole,
  WorkHoursType,
} from '@rally/shared'

/**
 * The translation key of each enumeration value (locales/<language>/job-enums.json). Values stay
 * the spec's English on the wire; only their labels are translated.
 */
type EnumValues = {
  staffRole: StaffRole
  jobHolderType: JobHolderType
  employmentType: EmploymentType
  durationType: DurationType
  workHoursType: WorkHoursType
  salaryType: SalaryType
  benefit: JobBenefit
  nationality: Nationality
  experience: ApplicantExperience
  level: PlayingLevel
  jobStatus: JobStatus
  applicationStatus: ApplicationStatus
}

const experienceKeys: Record<ApplicantExperience, string> = {
  '<0': 'under1',
  '1-2': 'from1to2',
  '3-4': 'from3to4',
  '5-6': 'from5to6',
  '>6': 'over6',
}

/** `t(jobEnumKey('staffRole', 'Head Coach'))` → "Head Coach" in the reader's language. */
export function jobEnumKey<Kind extends keyof EnumValues>(kind: Kind, value: EnumValues[Kind]): string {
  const name = kind === 'experience' ? experienceKeys[value as ApplicantExperience] : value.replaceAll(' ', '_')
  return `jobEnums.${kind}.${name}`
}
