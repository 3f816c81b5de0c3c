import type { SiteConfig } from '@rally/shared'
import type { ComponentType } from 'react'
import { FaFacebook, FaInstagram, FaLinkedin, FaWhatsapp, FaXTwitter, FaYoutube } from 'react-icons/fa6'
import { whatsappHref } from './whatsapp.ts'

export type SiteSocialNetwork = keyof SiteConfig['social'] | 'whatsapp'

export const siteSocialIcons: Record<SiteSocialNetwork, ComponentType<{ className?: string }>> = {
  facebook: FaFacebook,
  instagram: FaInstagram,
  linkedin: FaLinkedin,
  whatsapp: FaWhatsapp,
  twitter: FaXTwitter,
  youtube: FaYoutube,
}

/** The business's social links that are set, in the spec's order, WhatsApp as a chat link. */
export function siteSocialLinks(site: SiteConfig | undefined): { network: SiteSocialNetwork; href: string }[] {
  if (!site) return []
  return [
    { network: 'facebook' as const, href: site.social.facebook },
    { network: 'instagram' as const, href: site.social.instagram },
    { network: 'linkedin' as const, href: site.social.linkedin },
    { network: 'whatsapp' as const, href: whatsappHref(site.whatsappNumber) },
    { network: 'twitter' as const, href: site.social.twitter },
    { network: 'youtube' as const, href: site.social.youtube },
  ].filter((social): social is { network: SiteSocialNetwork; href: string } => Boolean(social.href))
}
