import { Container } from '~/components/ui/container'
import { partners } from '~/content/home'
import { m } from '~/paraglide/messages.js'

export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-heading" className="defer-render border-y border-slate-200 bg-white py-10">
      <Container>
        <h2 id="partners-heading" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">
          {m.home_partners_heading()}
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {partners.map((partner) => (
            <li key={partner.logo} className="flex justify-center">
              <img
                src={partner.logo}
                alt={m.home_partner_logo_alt({ name: partner.name() })}
                width={180}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-10 w-auto opacity-80"
              />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-slate-600">{m.home_partners_note()}</p>
      </Container>
    </section>
  )
}
