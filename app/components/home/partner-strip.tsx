import { Container } from '~/components/ui/container'
import { partnerLogoAlt, partners, partnersHeading, partnersNote } from '~/content/home'

export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-heading" className="defer-render border-y border-slate-200 bg-white py-10">
      <Container>
        <h2 id="partners-heading" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">
          {partnersHeading()}
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {partners.map((partner) => (
            <li key={partner.logo} className="flex justify-center">
              <img
                src={partner.logo}
                alt={partnerLogoAlt(partner.name)}
                width={180}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-10 w-auto opacity-80"
              />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-slate-600">{partnersNote()}</p>
      </Container>
    </section>
  )
}
