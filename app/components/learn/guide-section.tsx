import type { GuideSection as Section } from '~/lib/guide-format'
import { m } from '~/paraglide/messages.js'

/**
 * One `##` section of a guide. Its HTML comes from markdown-it with raw HTML turned off, rendered from
 * our own files at start-up (app/lib/guide-format.ts), so it is safe to insert. "Watch out" is a box;
 * "Check yourself" is a list of questions whose answers open with a plain <details> (no script).
 */
export function GuideSection({ section }: { section: Section }) {
  const heading = (
    <h2 id={section.id} className="scroll-mt-4 text-2xl font-bold text-slate-950">
      {section.heading}
    </h2>
  )
  if (section.kind === 'check' && section.checks) {
    return (
      <section aria-labelledby={section.id}>
        {heading}
        <ul className="mt-3 space-y-3">
          {section.checks.map((check) => (
            <li key={check.question} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-950">{check.question}</p>
              <details className="mt-2">
                <summary className="cursor-pointer rounded font-semibold text-emerald-800 underline underline-offset-4">
                  {m.learn_guide_copy_show_answer()}
                </summary>
                <p className="mt-2 text-slate-800" dangerouslySetInnerHTML={{ __html: check.answerHtml }} />
              </details>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  const box = section.kind === 'watch-out' ? 'rounded-2xl border-l-4 border-amber-500 bg-amber-50 p-4 sm:p-5' : ''
  return (
    <section aria-labelledby={section.id} className={box}>
      {heading}
      <div className="guide-prose mt-3 text-slate-800" dangerouslySetInnerHTML={{ __html: section.html }} />
    </section>
  )
}
