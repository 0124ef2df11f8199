import { SiteLink } from '~/components/ui/site-link'
import type { NoDataWords, OverviewRow, OverviewWords } from '~/lib/remittance-view'

import { CorridorOverview } from './corridor-overview'
import { priceAlertForm } from './price-alert-island'

/** The guide whose steps are the questions to ask a service (app/content/guides/<lang>/sending-money-home.md). */
const GUIDE_PATH = '/learn/sending-money-home'

/** Above the form: a country without survey prices says so before anything else (issue 31). */
export function NoSurveyNotice({ notice }: { notice: string }) {
  return (
    <p
      className="mt-4 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950"
      data-testid="no-prices-notice"
    >
      {notice}
    </p>
  )
}

/**
 * A country the survey does not cover from the US: say so, never estimate, and offer what she can
 * still do: the questions to ask (and the guide they come from), and an e-mail when the survey adds it.
 */
export function NoSurveyData({
  code,
  country,
  corridors,
  overviewWords,
  words,
}: {
  code: string
  country: string
  corridors: OverviewRow[]
  overviewWords: OverviewWords
  /** Built on the server (remittance-page.server.ts), so they stay out of the page's JavaScript. */
  words: NoDataWords
}) {
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
          {words.heading}
        </h2>
        <p className="mt-2 text-slate-800">{words.body}</p>
        <h3 className="mt-5 text-lg font-bold text-slate-950">{words.whatToDoHeading}</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
          {words.whatToDo.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-4">
          <SiteLink to={GUIDE_PATH} className="font-semibold text-emerald-800 underline underline-offset-4">
            {words.guideLink}
          </SiteLink>
        </p>
        <p className="mt-5 text-slate-800">{words.alertIntro}</p>
        <priceAlertForm.Island code={code} country={country} />
      </section>
      <div className="mt-10">
        <CorridorOverview corridors={corridors} words={overviewWords} heading={words.surveyedHeading} />
      </div>
    </>
  )
}
