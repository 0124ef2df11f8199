import { fill, noDataCopy as copy } from '~/content/remittance'
import type { OverviewRow } from '~/lib/remittance-view'

import { CorridorOverview } from './corridor-overview'

/** A country the survey does not cover from the US: say so, never estimate, and suggest what to do. */
export function NoSurveyData({ country, corridors }: { country: string; corridors: OverviewRow[] }) {
  return (
    <>
      <section
        id="answer"
        tabIndex={-1}
        aria-labelledby="answer-heading"
        className="scroll-mt-20 rounded-3xl border border-slate-300 bg-slate-50 p-5 sm:p-6"
        data-testid="no-survey-data"
      >
        <h2 id="answer-heading" className="text-2xl font-bold text-slate-950">
          {copy.heading}
        </h2>
        <p className="mt-2 text-slate-800">{fill(copy.body, { country })}</p>
        <h3 className="mt-5 text-lg font-bold text-slate-950">{copy.whatToDoHeading}</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
          {copy.whatToDo.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <div className="mt-10">
        <CorridorOverview corridors={corridors} heading={copy.surveyedHeading} />
      </div>
    </>
  )
}
