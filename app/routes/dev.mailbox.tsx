import { data } from 'react-router'

import type { Route } from './+types/dev.mailbox'
import { getEnv } from '~/.server/platform/env.server'
import { getEmbeddedStack } from '~/.server/platform/supabase.server'
import { mailboxCopy } from '~/content/auth'

// Only while the app runs on the embedded Supabase stack, and in production only with LOCAL_MAILBOX=on
// (it shows every confirmation link and waitlist address to whoever opens it): otherwise a 404 that
// never touches any mail.

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Local mailbox' }, { name: 'robots', content: 'noindex' }]
}

export async function loader() {
  const stack = getEnv().mailboxEnabled ? await getEmbeddedStack() : null
  if (!stack) throw data('Not Found', { status: 404 })
  // Newest first; a local inbox never needs more than the latest hundred.
  const messages = (await stack.listMail())
    .slice(0, 100)
    .map(({ id, to, subject, text, link, createdAt }) => ({ id, to, subject, text, link, createdAt }))
  return data({ messages }, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
}

/** The body with its URLs as links (the confirmation link is what a reader wants to click). */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"')]+)/g)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all font-medium text-emerald-800 underline underline-offset-2">
            {part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  )
}

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{mailboxCopy.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{mailboxCopy.intro}</p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{mailboxCopy.empty}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((mail) => (
            <li key={mail.id} data-mail-message className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <article aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`} className="font-semibold text-slate-900">
                  {mail.subject}
                </h2>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
                  <dt>To</dt>
                  <dd className="break-all">{mail.to}</dd>
                  <dt>Sent</dt>
                  <dd>{<time dateTime={mail.createdAt}>{mail.createdAt.replace('T', ' ').slice(0, 19)} UTC</time>}</dd>
                </dl>
                {mail.link && !mail.text.includes(mail.link) ? (
                  <p className="mt-3 text-sm">
                    <Linkified text={mail.link} />
                  </p>
                ) : null}
                <p className="mt-3 whitespace-pre-wrap text-sm text-slate-800">
                  <Linkified text={mail.text} />
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
