import type { FastifyInstance } from 'fastify'
import type { ProfileViewCounter } from './profile-view-counter.ts'

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
// The specialist's API read, and the profile pages (/tennis/partner/{id}, /badminton/coach/{id}, /others/coach/{id}).
const coachRead = new RegExp(`^/v1/personal-coach/records/(${uuid})(?:\\?|$)`)
const profilePage = new RegExp(`^/[a-z]+/(partner|coach)/(${uuid})(?:\\?|$)`)
// One partner by id (`_id` or `resourceId`); the same route's searches and own-record look-ups are not views.
const partnerRead = new RegExp(`^/v1/sparring-partners\\?(?:.*&)?(?:_id|resourceId)=(${uuid})(?:&|$)`)

/**
 * Counts a view of a partner's or specialist's profile when one is answered: the API's profile reads and the
 * server-rendered profile pages, whether computed or served from the shared cache, a 200 or a 304 (decision
 * 066). A hook on every response, so it does a method and status check and at most one pattern test first;
 * the renderer's own reads of a profile run through services, not HTTP, and are not counted twice.
 */
export function countProfileViews(app: FastifyInstance, counter: ProfileViewCounter) {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) {
      const url = request.url
      if (url.startsWith('/v1/')) {
        const coach = coachRead.exec(url)
        if (coach) counter.count('coach', (coach[1] as string).toLowerCase())
        else if (url.startsWith('/v1/sparring-partners?') && !url.includes('email=')) {
          const partner = partnerRead.exec(url)
          if (partner) counter.count('partner', (partner[1] as string).toLowerCase())
        }
      } else {
        const page = profilePage.exec(url)
        if (page) counter.count(page[1] as 'partner' | 'coach', (page[2] as string).toLowerCase())
      }
    }
    done()
  })
}
