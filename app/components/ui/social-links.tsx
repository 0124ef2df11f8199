import { type SocialLink, socialLinks } from '~/content/site'

import { SocialIcon } from './icons'

/** The social profiles (from configuration, see app/.server/platform/site-config.server.ts) as icon links. */
export function SocialLinks({
  links = socialLinks,
  className = '',
  linkClassName = '',
}: {
  links?: SocialLink[]
  className?: string
  linkClassName?: string
}) {
  if (links.length === 0) return null
  return (
    <ul className={`flex flex-wrap items-center gap-3 ${className}`}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            className={`inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${linkClassName}`}
          >
            <SocialIcon network={link.network} title={link.label} />
          </a>
        </li>
      ))}
    </ul>
  )
}
