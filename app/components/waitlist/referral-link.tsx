import { useEffect, useState } from 'react'

import { socialLinks } from '~/content/site'
import { m } from '~/paraglide/messages.js'

/**
 * A member's referral link, readable and selectable (it works without JavaScript), with a "Copy link"
 * button once scripts run (a button that does nothing is worse than none, so it is not rendered
 * before hydration), and the share links that share it.
 */
export function ReferralLink({ url, label, hint, id }: { url: string; label: string; hint: string; id: string }) {
  const [canCopy, setCanCopy] = useState(false)
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('copied')
    } catch {
      setCopied('failed')
      const field = document.getElementById(id)
      if (field instanceof HTMLInputElement) field.select()
    }
  }

  return (
    <div className="text-left">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-emerald-600"
        />
        {canCopy ? (
          <button
            type="button"
            onClick={copy}
            data-testid="copy-link"
            className="shrink-0 rounded-md bg-emerald-700 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2"
          >
            {m.signup_copy_link()}
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-1 text-sm font-medium text-emerald-800">
        {copied === 'copied' ? m.signup_copy_link_done() : copied === 'failed' ? m.signup_copy_link_failed() : ''}
      </p>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  )
}

type ShareLink = { label: string; href: string; newTab: boolean }

/**
 * The share links, all plain links that work without JavaScript: send on WhatsApp (wa.me, the main
 * channel of this audience), send by text message (sms:), post to X (Twitter), and our LinkedIn page.
 * `pageUrl` is the absolute URL to share: the member's referral link (<site>/signup?ref=<code>), or /signup.
 */
function shareLinks(pageUrl: string): ShareLink[] {
  const text = m.signup_share_text()
  const tweet = new URL('https://twitter.com/intent/tweet')
  tweet.searchParams.set('text', text)
  tweet.searchParams.set('url', pageUrl)
  const message = `${text} ${pageUrl}`
  const linkedin = socialLinks.find((l) => l.network === 'linkedin')
  return [
    { label: m.signup_share_whatsapp(), href: `https://wa.me/?text=${encodeURIComponent(message)}`, newTab: true },
    { label: m.signup_share_sms(), href: `sms:?body=${encodeURIComponent(message)}`, newTab: false },
    { label: m.signup_share_x(), href: tweet.toString(), newTab: true },
    { label: m.signup_share_linkedin(), href: linkedin?.href ?? 'https://www.linkedin.com/', newTab: true },
  ]
}

/** The share links (WhatsApp, text message, X, LinkedIn), sharing `url`; plain links, no JavaScript needed. */
export function ShareLinks({ url }: { url: string }) {
  return (
    <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="share-links">
      {shareLinks(url).map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-emerald-700 px-4 py-2.5 text-center text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus:outline-none focus:ring-2 focus:ring-emerald-600"
          >
            {link.label}
            {link.newTab ? <span className="sr-only"> {m.chrome_new_tab()}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
