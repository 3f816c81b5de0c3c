/** Up to 2,000 approved specialists' pages, each in the 13 languages: every address new to the page cache. */
export async function specialistPages(origin) {
  const ids = []
  for (let page = 1; page <= 40; page++) {
    const url = `${origin}/v1/personal-coach/records?isApproved=true&category=Badminton&limit=50&page=${page}`
    const { data } = await (await fetch(url)).json()
    ids.push(...data.map((coach) => coach.id))
    if (data.length < 50) break
  }
  const languages = ['en', 'th', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'zh']
  return languages.flatMap((language) => ids.map((id) => `/badminton/coach/${id}?lang=${language}`))
}
