import { useNavigation } from 'react-router'
import { Form } from '~/components/ui/localized-router'

import { SiteLink } from '~/components/ui/site-link'
import { m } from '~/paraglide/messages.js'

type Notice = { tone: 'success' | 'error'; message: string; description: string }

/**
 * The status page's next steps: the working tool (the remittance analyzer), "Send the confirmation
 * e-mail again" while the entry is pending, and "Leave the waitlist". Both forms post to the page
 * (no JavaScript needed); their answer is shown here, once, not as a toast.
 */
export function StatusNextSteps({ token, confirmed, notice }: { token: string; confirmed: boolean; notice?: Notice }) {
  const navigation = useNavigation()
  const resending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'resend'
  const linkClass =
    'font-semibold text-emerald-800 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600'
  return (
    <section aria-labelledby="next-steps-heading" className="mt-8 border-t border-slate-200 pt-6" data-testid="next-steps">
      <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
        {m.waitlist_status_next_heading()}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{m.waitlist_status_analyzer_note()}</p>
      <p className="mt-2">
        <SiteLink to="/navigator/remittance" className={linkClass}>
          {m.waitlist_status_analyzer_link()}
        </SiteLink>
      </p>
      {notice ? (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="status-notice"
          className={`mt-4 rounded-md p-3 text-sm ring-1 ${
            notice.tone === 'error' ? 'bg-red-50 text-red-900 ring-red-300' : 'bg-emerald-50 text-emerald-950 ring-emerald-200'
          }`}
        >
          <p className="font-semibold">{notice.message}</p>
          <p>{notice.description}</p>
        </div>
      ) : null}
      {confirmed ? null : (
        <Form method="post" className="mt-4 text-sm text-slate-700">
          <input type="hidden" name="token" value={token} />
          <p>{m.waitlist_status_resend_intro()}</p>
          <button type="submit" name="intent" value="resend" aria-disabled={resending || undefined} className={`mt-2 ${linkClass}`}>
            {resending ? m.waitlist_sending() : m.waitlist_status_resend_button()}
          </button>
        </Form>
      )}
      <Form method="post" className="mt-4 text-sm text-slate-700">
        <input type="hidden" name="token" value={token} />
        <p>{m.waitlist_status_leave_intro()}</p>
        <button type="submit" name="intent" value="leave" className={`mt-2 ${linkClass}`}>
          {m.waitlist_leave_title()}
        </button>
      </Form>
    </section>
  )
}
