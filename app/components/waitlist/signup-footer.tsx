import { SiteLink } from '~/components/ui/site-link'

/** The footer's words, read by the route's loader in the request's language (they travel in its data). */
export type SignupFooterCopy = { text: string; navLabel: string; links: { label: string; to: string }[] }

/** The /signup page's own footer: a line and the links to the terms and the privacy policy. */
export function SignupFooter({ footer }: { footer: SignupFooterCopy }) {
  return (
    <footer className="border-t border-slate-200 py-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <p>{footer.text}</p>
        <nav aria-label={footer.navLabel}>
          <ul className="flex gap-4">
            {footer.links.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className="font-medium text-emerald-800 underline underline-offset-2">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
