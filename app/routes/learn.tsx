import { data } from 'react-router'
import { redirect } from '~/.server/platform/localized-redirect.server'

import { getClientKey } from '~/.server/platform/client-address.server'
import { learnPage } from '~/.server/learn/learn-page.server'
import { readFormData } from '~/.server/platform/submission.server'
import { Answers } from '~/components/learn/answers'
import { AskRefusal } from '~/components/learn/ask-refusal'
import { AskTools } from '~/components/learn/ask-tools'
import { GuideList } from '~/components/learn/guide-list'
import { ModelAnswer } from '~/components/learn/model-answer'
import { QuestionBox } from '~/components/learn/question-box'
import { ToolAnswer } from '~/components/learn/tool-answer'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { GLOSSARY_PATH, LEARN_PATH, interestGroups } from '~/content/learn'
import { pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/learn'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
// The question box is a GET form, so an answer is a page like any other, and a shared cache may keep it.
// `q` is the question of "Ask the guides": the only parameter the page cache keeps (docs/decisions/020).
export const handle: RouteHandle = { ...staticPageHandle, query: ['q'] }

// An answer page says so in its title: the first thing a screen reader announces when it loads.
export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const query = loaderData?.query
  const title =
    query?.kind === 'question'
      ? m.learn_ask_copy_answers_heading({ question: query.question })
      : query?.kind === 'invalid'
        ? `${m.learn_ask_copy_error_title()}: ${query.error}`
        : m.learn_copy_meta_title()
  return [{ title: pageTitle(title) }, { name: 'description', content: m.learn_copy_meta_description() }]
}

/** The hub, and the answer to `?q=` when there is one; 400 with the box's message for a bad question.
 * A page whose model answer was left out for this client or this moment is not shared (decision 042). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, view, shared } = await learnPage(new URL(request.url), undefined, getClientKey(request, context))
  return data(view, { status, headers: shared ? undefined : { 'Cache-Control': 'private, no-cache' } })
}

/** The box is GET; a POST (a client that ignores `method`) is sent to the same answer as a GET. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request)
  const q = form.get('q')
  return redirect(typeof q === 'string' ? `${LEARN_PATH}?${new URLSearchParams({ q: q.slice(0, 400) })}` : LEARN_PATH, 303)
}

export default function Learn({ loaderData }: Route.ComponentProps) {
  const { query, answer, tools, toolAnswer, refusal, modelOn, groups } = loaderData
  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="max-w-4xl py-10 sm:py-14">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">{m.learn_copy_heading()}</h1>
        <p className="mt-4 text-lg text-pretty text-slate-700">{m.learn_copy_intro()}</p>

        <div className="mt-6">
          <QuestionBox question={query.kind === 'none' ? '' : query.question} error={query.kind === 'invalid' ? query.error : undefined} />
          <p className="mt-2 text-sm text-slate-600" data-testid="ask-mode">
            {modelOn ? m.ask_mode_model() : m.ask_mode_search()}
          </p>
        </div>

        {refusal ? (
          <div className="mt-8">
            <AskRefusal refusal={refusal} />
          </div>
        ) : null}
        {answer?.model ? (
          <div className="mt-8">
            <ModelAnswer answer={answer.model} />
          </div>
        ) : null}
        {toolAnswer ? (
          <div className="mt-8">
            <ToolAnswer answer={toolAnswer} />
          </div>
        ) : null}
        {query.kind === 'question' && answer ? (
          <div className="mt-8">
            <Answers question={query.question} answer={answer} />
          </div>
        ) : null}
        {tools.length > 0 ? (
          <div className="mt-6">
            <AskTools tools={tools} />
          </div>
        ) : null}

        <div id="guides" className="mt-10 space-y-10">
          <section aria-labelledby="start-here">
            <h2 id="start-here" className="text-2xl font-bold text-slate-950">
              {m.learn_copy_start_here_heading()}
            </h2>
            <p className="mt-1 text-slate-700">{m.learn_copy_start_here_intro()}</p>
            <div className="mt-4">
              <GuideList guides={groups.startHere} />
            </div>
          </section>
          {groups.byInterest.map(([interest, guides]) =>
            guides.length > 0 ? (
              <section key={interest} aria-labelledby={`interest-${interest}`}>
                <h2 id={`interest-${interest}`} className="text-2xl font-bold text-slate-950">
                  {interestGroups[interest].heading()}
                </h2>
                <p className="mt-1 text-slate-700">{interestGroups[interest].intro()}</p>
                <div className="mt-4">
                  <GuideList guides={guides} compact />
                </div>
              </section>
            ) : null,
          )}
        </div>

        <p className="mt-10">
          <SiteLink to={GLOSSARY_PATH} className="rounded font-semibold text-emerald-800 underline underline-offset-4">
            {m.learn_copy_glossary_link_label()}
          </SiteLink>
        </p>
        <p className="mt-6 text-sm text-slate-600">{m.learn_copy_disclaimer()}</p>
      </Container>
    </section>
  )
}
