import { formatFee, formatRank, sportFromSlug } from '@rally/shared'
import { FadeImage } from '../../../components/fade-image.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { Link } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { usePartnerSearch } from '../api/search-partners.ts'
import { PeopleListEnd, PeopleListHead, useListPage } from '../components/people-list-parts.tsx'
import { StarRating } from '../components/star-rating.tsx'
import { defaultProfileImage, partnerLocation, partnerPath, profileImage } from '../people-rules.ts'
import { peoplePageSize } from '../people-search.ts'

/** /{sport}/players: the sport's sparring partners by rank, best ranked first. */
export default function PlayersPage() {
  const { t } = useTranslation()
  const sport = useSport()
  const { page, from, hrefFor } = useListPage()
  const players = usePartnerSearch(
    `category=${sportFromSlug(sport)}&status=ACTIVE&sort=rank&page=${page}&limit=${peoplePageSize}`,
  )

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 md:py-8">
      <PeopleListHead texts="players" introClassName="mt-2 text-ink-muted" />

      {players.isPending && (
        <ol aria-hidden className="mt-6 space-y-3">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="h-24 animate-pulse rounded-2xl bg-surface-muted" />
          ))}
        </ol>
      )}
      {players.isSuccess && players.data.data.length === 0 && (
        <p className="mt-6 rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          {t('players.none')}
        </p>
      )}
      {players.isSuccess && players.data.data.length > 0 && (
        <ol
          start={(page - 1) * peoplePageSize + 1}
          className={`mt-6 space-y-3 ${players.isPlaceholderData ? 'opacity-60' : ''}`}
          data-testid="players-list"
        >
          {players.data.data.map((player) => {
            const name = fullName(player) || t('people.noName')
            return (
              <li
                key={player.id}
                className="relative flex items-center gap-3 rounded-2xl border border-line bg-surface-raised p-3 focus-within:ring-2 focus-within:ring-accent sm:gap-4 sm:p-4"
              >
                <span className="w-14 shrink-0 text-center">
                  {player.ranking === null ? (
                    <span className="text-xs font-semibold text-ink-muted">{t('players.unranked')}</span>
                  ) : (
                    <>
                      <span className="sr-only">{t('people.rank')} </span>
                      <span className="text-2xl font-black text-accent tabular-nums">{formatRank(player.ranking)}</span>
                    </>
                  )}
                </span>
                <FadeImage
                  src={profileImage(player.image)}
                  fallbackSrc={defaultProfileImage}
                  alt=""
                  className="h-14 w-14 shrink-0 rounded-full"
                />
                <div className="min-w-0 flex-1">
                  <h2 className="font-bold break-words">
                    <Link
                      to={partnerPath(player)}
                      state={{ from }}
                      className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-accent"
                    >
                      {name}
                    </Link>
                  </h2>
                  {player.level && <p className="truncate text-sm text-ink-muted">{player.level}</p>}
                  <div className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
                    <StarRating rating={player.totalRating} />
                    {partnerLocation(player.address, sport) && <span>{partnerLocation(player.address, sport)}</span>}
                  </div>
                </div>
                {player.feeAmount !== null && (
                  <span className="hidden shrink-0 text-sm font-semibold text-accent sm:block">
                    {formatFee(player.feeAmount, player.feeCurrency)}
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      )}
      <PeopleListEnd list={players} page={page} hrefFor={hrefFor} />
    </div>
  )
}
