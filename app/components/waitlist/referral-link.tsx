import { shareLinks } from '~/content/signup'

/**
 * A member's referral link, readable and selectable (no copy button needed: it works without
 * JavaScript), with the share links that share it.
 */
export function ReferralLink({ url, label, hint, id }: { url: string; label: string; hint: string; id: string }) {
  return (
    <div className="text-left">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        readOnly
        value={url}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-emerald-600"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  )
}

/** The spec's two share links, sharing `url`. */
export function ShareLinks({ url }: { url: string }) {
  return (
    <ul className="mt-3 flex flex-col gap-3 sm:flex-row sm:justify-center">
      {shareLinks(url).map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-full items-center justify-center rounded-md border border-emerald-700 px-4 py-2.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus:outline-none focus:ring-2 focus:ring-emerald-600 sm:w-auto"
          >
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
