import { socialLinks } from '~/content/site'

import { SocialIcon } from './icons'

/** Twitter, Instagram and LinkedIn as icon links; each icon carries the network's name. */
export function SocialLinks({ className = '', linkClassName = '' }: { className?: string; linkClassName?: string }) {
  return (
    <ul className={`flex items-center gap-3 ${className}`}>
      {socialLinks.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            className={`inline-flex size-10 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${linkClassName}`}
          >
            <SocialIcon network={link.network} title={link.label} />
          </a>
        </li>
      ))}
    </ul>
  )
}
