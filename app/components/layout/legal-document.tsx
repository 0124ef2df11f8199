import type { ReactNode } from 'react'
import { Link } from '~/components/ui/localized-router'

import { Container } from '~/components/ui/container'
import { m } from '~/paraglide/messages.js'

/** A legal page's text, in the request's language (messages/<locale>/legal.json). */
export type LegalDocumentContent = {
  title: string
  lastUpdated: string
  intro: string
  sections: { heading: string; paragraphs: string[] }[]
}

/** A legal page: title, date, numbered sections and the Back to Signup link. */
export function LegalDocument({ document, children }: { document: LegalDocumentContent; children?: ReactNode }) {
  return (
    <article className="flex-1 bg-white">
      <div className="border-b border-emerald-100 bg-emerald-50">
        <Container className="max-w-3xl py-12 sm:py-16">
          <Link to="/signup" className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
            ← {m.legal_back_to_signup_label()}
          </Link>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">{document.title}</h1>
          <p className="mt-3 text-sm text-slate-600">{document.lastUpdated}</p>
          <p className="mt-5 text-lg text-slate-700">{document.intro}</p>
        </Container>
      </div>
      <Container className="max-w-3xl py-12">
        <ol className="space-y-10">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <section aria-labelledby={`section-${index + 1}`}>
                <h2 id={`section-${index + 1}`} className="text-xl font-bold text-slate-950">
                  <span className="mr-2 text-emerald-700">{index + 1}.</span>
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
              </section>
            </li>
          ))}
        </ol>
        {children}
        <p className="mt-12 border-t border-slate-200 pt-6">
          <Link to="/signup" className="rounded font-semibold text-emerald-800 underline-offset-4 hover:underline">
            ← {m.legal_back_to_signup_label()}
          </Link>
        </p>
      </Container>
    </article>
  )
}
