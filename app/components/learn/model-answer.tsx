import { SiteLink } from '~/components/ui/site-link'
import type { ModelAnswer as Answer } from '~/lib/ask'
import { formatDate } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

/** A verified language-model answer: labelled as such, each sentence with its passage numbers, then the
 * cited sections with their review dates (decision 042). Rendered on the server, so it shows with JS off. */
export function ModelAnswer({ answer }: { answer: Answer }) {
  return (
    <section
      aria-labelledby="model-answer-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-emerald-200 sm:p-6"
      data-testid="model-answer"
    >
      <h2 id="model-answer-heading" className="text-xl font-bold text-slate-950">
        {m.ask_model_heading()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.ask_model_label()}</p>
      <p className="mt-3 text-slate-900">
        {answer.sentences.map((sentence, index) => (
          <span key={index}>
            {index > 0 ? ' ' : null}
            {sentence.text}{' '}
            {sentence.cites.map((n) => (
              <a key={n} href={`#source-${n}`} className="rounded text-sm font-semibold text-emerald-800 underline underline-offset-2">
                [{n}]
              </a>
            ))}
          </span>
        ))}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-slate-950">{m.ask_model_sources_heading()}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {answer.sources.map((source) => (
          <li key={source.n} id={`source-${source.n}`}>
            <SiteLink to={source.section.href} className="rounded font-semibold text-emerald-800 underline underline-offset-4">
              <span lang={source.guide.lang}>
                {m.ask_model_source({ n: source.n, guide: source.guide.title, section: source.section.heading })}
              </span>
            </SiteLink>{' '}
            <span className="text-slate-600">({m.ask_reviewed({ date: formatDate(source.reviewed) })})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
