import { SiteLink } from '~/components/ui/site-link'
import { brand } from '~/content/site'
import { m } from '~/paraglide/messages.js'

/**
 * The two-part wordmark, linking home. `header` sits on white; `footer` is the variant for the dark
 * footer and the landing page.
 */
export function Wordmark({ variant = 'header', className = '' }: { variant?: 'header' | 'footer'; className?: string }) {
  const footer = variant === 'footer'
  return (
    <SiteLink
      to="/"
      className={`inline-flex min-w-0 items-center gap-2 rounded-md leading-tight font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 ${
        // In the header the name stops growing at 7.5% of the screen's width, so at 320 px with 200% text
        // it stays clear of the menu button (decision 041); at 375 px and normal text it is text-xl as before.
        footer ? 'text-xl focus-visible:outline-amber-300' : 'text-[length:min(1.25rem,7.5vw)] focus-visible:outline-emerald-700'
      } ${className}`}
    >
      <LogoMark footer={footer} />
      <span>
        <span className={footer ? 'text-white' : 'text-slate-900'}>{brand.first}</span>
        {/* With very large text on a phone the name may break here rather than push the menu away. */}
        <wbr />
        <span className={footer ? 'text-amber-300' : 'text-emerald-700'}>{brand.second}</span>
      </span>
      <span className="sr-only">{m.site_wordmark_home()}</span>
    </SiteLink>
  )
}

function LogoMark({ footer }: { footer: boolean }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="32" height="32" rx="9" className={footer ? 'fill-emerald-800' : 'fill-emerald-700'} />
      <path d="M8 21.5l5.5-5.5 4 4L24 13.5" fill="none" stroke="#fcd34d" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="24" cy="13.5" r="2.25" fill="#fcd34d" />
    </svg>
  )
}
