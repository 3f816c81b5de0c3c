import type { Database } from '../db/client.ts'
import { createAcademyPublicRecordsRepository } from '../modules/academies/academy-public-records-repository.ts'
import { createBlogPublicRecordsRepository } from '../modules/blogs/blog-public-records-repository.ts'
import { createJobPublicRecordsRepository } from '../modules/jobs/job-public-records-repository.ts'
import { createNewsPublicRecordsRepository } from '../modules/news/news-public-records-repository.ts'
import { createPartnerPublicRecordsRepository } from '../modules/partners/partner-public-records-repository.ts'
import type { PublicRecordsSources } from '../modules/public-records.ts'
import { createSpecialistPublicRecordsRepository } from '../modules/specialists/specialist-public-records-repository.ts'
import { createUserDirectoryRepository } from '../modules/users/user-directory-repository.ts'

/** The public-records sources as app.ts wires them, for tests that build a registry of their own. */
export function publicRecordSources(db: Database): PublicRecordsSources {
  return {
    specialist: createSpecialistPublicRecordsRepository(db),
    partner: createPartnerPublicRecordsRepository(db),
    academy: createAcademyPublicRecordsRepository(db),
    job: createJobPublicRecordsRepository(db),
    blog: createBlogPublicRecordsRepository(db, createUserDirectoryRepository(db)),
    news: createNewsPublicRecordsRepository(db),
  }
}
