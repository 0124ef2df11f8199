import { data } from 'react-router'
import { redirect } from '~/.server/platform/localized-redirect.server'

import { hubGroups, requestLocale } from '~/.server/learn/guides.server'
import { GuideList } from '~/components/learn/guide-list'
import { QuestionBox } from '~/components/learn/question-box'
import { buttonClass } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { LEARN_PATH } from '~/content/learn'
import { pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/navigator.guides'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta(): Route.MetaDescriptors {
  return [
    { title: pageTitle(m.learn_guides_tool_copy_meta_title()) },
    { name: 'description', content: m.learn_guides_tool_copy_meta_description() },
  ]
}

/** The guides tool: the question box (it answers on /learn) and the newcomer essentials. */
export function loader() {
  return data({ startHere: hubGroups(requestLocale()).startHere })
}

/** Nothing to post here: a POST is sent to the hub. */
export function action() {
  return redirect(LEARN_PATH, 303)
}

export default function GuidesTool({ loaderData }: Route.ComponentProps) {
  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="max-w-4xl py-10 sm:py-14">
        <SiteLink to="/navigator" className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
          ← {m.learn_guides_tool_copy_back_link_label()}
        </SiteLink>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">
          {m.learn_guides_tool_copy_heading()}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{m.learn_guides_tool_copy_intro()}</p>
        <div className="mt-6">
          <QuestionBox />
        </div>
        <h2 className="mt-10 text-2xl font-bold text-slate-950">{m.learn_copy_start_here_heading()}</h2>
        <div className="mt-4">
          <GuideList guides={loaderData.startHere} />
        </div>
        <div className="mt-8">
          <SiteLink to={LEARN_PATH} className={buttonClass('primary', 'lg')}>
            {m.learn_guides_tool_copy_hub_link_label()}
          </SiteLink>
        </div>
      </Container>
    </section>
  )
}
