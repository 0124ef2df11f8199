import { SiteLink } from '~/components/ui/site-link'
import { officialHelp } from '~/content/learn'
import type { AskAnswer } from '~/lib/ask'
import { formatDate } from '~/lib/format'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

/** The answer to a question: the best guides, each with the passage that answers and its section. */
export function Answers({ question, answer }: { question: string; answer: AskAnswer }) {
  if (answer.guides.length === 0) {
    return (
      <section aria-labelledby="answers-heading" className="rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6">
        <h2 id="answers-heading" className="text-xl font-bold text-slate-950">
          {m.learn_ask_copy_no_answer_heading()}
        </h2>
        <p className="mt-2 text-slate-800">{m.learn_ask_copy_no_answer()}</p>
        <ul className="mt-3 space-y-1">
          {officialHelp.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="rounded font-semibold text-emerald-800 underline underline-offset-4">
                {link.label()}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3">
          <a href="#guides" className="rounded font-semibold text-emerald-800 underline underline-offset-4">
            {m.learn_ask_copy_browse_all()}
          </a>
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby="answers-heading">
      <h2 id="answers-heading" className="text-2xl font-bold text-balance text-slate-950">
        {m.learn_ask_copy_answers_heading({ question })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.learn_ask_copy_answers_intro()}</p>
      <ol className="mt-4 space-y-3">
        {answer.guides.map((passage) => (
          <li key={passage.guide.slug} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h3 lang={passage.guide.lang} className="text-lg font-semibold">
              <SiteLink to={passage.guide.href} className="rounded text-emerald-800 underline-offset-4 hover:underline">
                {passage.guide.title}
              </SiteLink>
            </h3>
            <blockquote lang={passage.guide.lang} className="mt-2 border-l-4 border-emerald-200 pl-3 text-slate-800">
              {passage.text}
            </blockquote>
            <p className="mt-2 text-sm text-slate-600">
              <span lang={passage.guide.lang}>{m.ask_first_source({ guide: passage.guide.title, section: passage.section.heading })}</span>,{' '}
              {m.ask_reviewed({ date: formatDate(passage.reviewed) })}.
              {passage.guide.lang && passage.guide.lang !== getLocale() ? ` ${m.ask_in_english()}` : null}
            </p>
            <p className="mt-2 text-sm">
              {/* The section's name is the guide's (English while its translation is missing), as in the line above. */}
              <SiteLink
                to={passage.section.href}
                lang={passage.guide.lang}
                className="rounded font-semibold text-emerald-800 underline underline-offset-4"
              >
                {m.learn_ask_copy_read_section({ heading: passage.section.heading })}
              </SiteLink>
            </p>
          </li>
        ))}
      </ol>
      {answer.terms.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-semibold text-slate-950">{m.learn_ask_copy_terms_heading()}</h3>
          <dl className="mt-2 space-y-2">
            {answer.terms.map((term) => (
              <div key={term.slug}>
                <dt>
                  <SiteLink to={term.href} className="rounded font-semibold text-emerald-800 underline underline-offset-4">
                    {term.term}
                  </SiteLink>
                </dt>
                <dd className="text-slate-700">{term.definition}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  )
}
