import {
  academyData as academy,
  blogPostingData as blogPosting,
  breadcrumbData as breadcrumb,
  faqPageData as faqPage,
  jobPostingData as jobPosting,
  newsArticleData as newsArticle,
  personData as person,
  type StructuredData,
} from '@rally/shared'

/*
 * The pages' structured data (JSON-LD), built on the server only. It is for crawlers, which read the
 * HTML the server sends (components/json-ld.tsx puts it in the head); the browser's build builds none,
 * so its builders are not in the scripts every phone loads. `import.meta.env.SSR` is a constant of each
 * build: the browser's keeps `none` and leaves the builders out.
 */

type Builder<Build extends (...args: never[]) => unknown> = (...args: Parameters<Build>) => StructuredData | null
const none = () => null

export const academyData: Builder<typeof academy> = import.meta.env.SSR ? academy : none
export const blogPostingData: Builder<typeof blogPosting> = import.meta.env.SSR ? blogPosting : none
export const breadcrumbData: Builder<typeof breadcrumb> = import.meta.env.SSR ? breadcrumb : none
export const faqPageData: Builder<typeof faqPage> = import.meta.env.SSR ? faqPage : none
export const jobPostingData: Builder<typeof jobPosting> = import.meta.env.SSR ? jobPosting : none
export const newsArticleData: Builder<typeof newsArticle> = import.meta.env.SSR ? newsArticle : none
export const personData: Builder<typeof person> = import.meta.env.SSR ? person : none
