import type { AcademySocialNetwork } from '@rally/shared'
import type { ComponentType } from 'react'
import { FaFacebook, FaGlobe, FaInstagram, FaLinkedin, FaWhatsapp, FaXTwitter, FaYoutube } from 'react-icons/fa6'

const icons: Record<AcademySocialNetwork, ComponentType<{ className?: string }>> = {
  website: FaGlobe,
  facebook: FaFacebook,
  instagram: FaInstagram,
  linkedin: FaLinkedin,
  twitter: FaXTwitter,
  youtubeChannel: FaYoutube,
  whatsapp: FaWhatsapp,
}

export function SocialIcon({ network, className }: { network: AcademySocialNetwork; className?: string }) {
  const Icon = icons[network]
  return <Icon className={className} aria-hidden />
}
