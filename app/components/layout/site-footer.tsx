import { Container } from '~/components/ui/container'
import { MailIcon, PhoneIcon } from '~/components/ui/icons'
import { SiteLink } from '~/components/ui/site-link'
import { SocialLinks } from '~/components/ui/social-links'
import { brand, contact as defaultContact, footerColumns, type SiteContact, socialLinks } from '~/content/site'
import { m } from '~/paraglide/messages.js'

import { LanguageSwitcher } from './language-switcher'
import { Wordmark } from './wordmark'

const footerLink =
  'rounded text-sm text-emerald-100 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300'

const footerLanguageLink = (current: boolean) =>
  `${footerLink} inline-flex min-h-11 items-center px-2 ${current ? 'font-semibold text-white underline underline-offset-4' : ''}`

const fallbackContact: SiteContact = {
  email: defaultContact.email,
  phone: null,
  social: socialLinks,
  consultationHref: `mailto:${defaultContact.email}`,
}

/** The site footer; contact details and social profiles come from configuration (root loader). */
export function SiteFooter({ year, contact = fallbackContact }: { year: number; contact?: SiteContact }) {
  return (
    <footer className="bg-emerald-950 text-emerald-50">
      {/* One column below 22rem (a 320 px phone, or 200% text): long link names ("Politique de confidentialité") stay on the screen. */}
      <Container className="grid grid-cols-1 gap-x-6 gap-y-10 py-12 min-[22rem]:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="min-[22rem]:col-span-2 lg:col-span-1">
          <Wordmark variant="footer" />
          <p className="mt-4 max-w-xs text-sm text-emerald-100">{m.site_footer_blurb()}</p>
          <SocialLinks
            links={contact.social}
            className="mt-6"
            linkClassName="bg-emerald-900 text-emerald-50 hover:bg-emerald-800 focus-visible:outline-amber-300"
          />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="text-sm font-semibold uppercase tracking-wider text-amber-300">
              {column.heading()}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className={footerLink}>
                    {link.label()}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="min-[22rem]:col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-amber-300">{m.site_footer_contact_heading()}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              {/* The address may not fit a narrow screen at large text sizes: it wraps anywhere rather than pushing the page sideways. */}
              <a href={`mailto:${contact.email}`} className={`${footerLink} inline-flex max-w-full items-center gap-2`}>
                <MailIcon width={18} height={18} className="shrink-0" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{contact.email}</span>
              </a>
            </li>
            {contact.phone ? (
              <li>
                <a href={contact.phone.href} className={`${footerLink} inline-flex items-center gap-2`}>
                  <PhoneIcon width={18} height={18} />
                  {contact.phone.label}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </Container>
      <div className="border-t border-emerald-900">
        <Container className="flex flex-col items-center gap-3 py-6">
          <div className="flex flex-wrap items-center justify-center gap-x-3">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-amber-300">{m.i18n_switcher_label()}</h2>
            <LanguageSwitcher landmark={false} className="justify-center" linkClassName={footerLanguageLink} />
          </div>
          <p className="text-center text-sm text-emerald-200">{`© ${year} ${brand.name}. ${m.site_footer_rights_reserved()}`}</p>
        </Container>
      </div>
    </footer>
  )
}
