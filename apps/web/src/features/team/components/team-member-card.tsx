import { type TeamMember, teamBioIn } from '@rally/shared'
import { FaGlobe, FaLinkedin, FaXTwitter } from 'react-icons/fa6'
import { useTranslation } from '../../../lib/i18n.tsx'

/** One person of the core team: photo, name, role, and on /team also the bio and links. */
export function TeamMemberCard({ member, detailed = false }: { member: TeamMember; detailed?: boolean }) {
  const { t, i18n } = useTranslation()
  const links = [
    { url: member.links.linkedin, network: 'LinkedIn', Icon: FaLinkedin },
    { url: member.links.x, network: 'X', Icon: FaXTwitter },
    { url: member.links.website, network: t('teamPage.website'), Icon: FaGlobe },
  ].filter((link): link is typeof link & { url: string } => link.url !== null)
  const size = detailed ? 128 : 112
  return (
    <article
      className={
        detailed ? 'flex h-full flex-col items-center rounded-2xl border border-line p-6 text-center' : 'text-center'
      }
    >
      <img
        src={member.photo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={`mx-auto rounded-full border border-line bg-surface-muted object-cover ${detailed ? 'h-32 w-32' : 'h-28 w-28'}`}
      />
      <h3 className="mt-3 font-bold">{member.name}</h3>
      <p className="text-sm text-ink-muted">{t(`home.team.roles.${member.role}`)}</p>
      {detailed && (
        <>
          <p className="mt-3 text-sm leading-relaxed">{teamBioIn(member.bio, i18n.language)}</p>
          {links.length > 0 && (
            <ul className="mt-auto flex gap-4 pt-4">
              {links.map(({ url, network, Icon }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('teamPage.linkLabel', { name: member.name, network })}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line text-ink-muted hover:text-accent"
                  >
                    <Icon aria-hidden className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  )
}
