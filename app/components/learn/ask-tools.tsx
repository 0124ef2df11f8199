import { SiteLink } from '~/components/ui/site-link'
import { navigatorTools } from '~/content/navigator'
import type { AskTool } from '~/lib/ask-tools'
import { m } from '~/paraglide/messages.js'

/** The tools that answer what a question is about, beside the guides' answer. */
export function AskTools({ tools }: { tools: AskTool[] }) {
  if (tools.length === 0) return null
  return (
    <section aria-labelledby="ask-tools-heading" className="rounded-2xl bg-white p-4 ring-1 ring-emerald-200" data-testid="ask-tools">
      <h2 id="ask-tools-heading" className="text-lg font-bold text-slate-950">
        {m.learn_ask_tools_heading()}
      </h2>
      <ul className="mt-2 space-y-2">
        {tools.map((slug) => {
          const tool = navigatorTools[slug]
          return (
            <li key={slug}>
              <SiteLink to={`/navigator/${slug}`} className="rounded font-semibold text-emerald-800 underline underline-offset-4">
                {tool.heading()}
              </SiteLink>
              {tool.tryNow ? <span className="block text-sm text-slate-600">{tool.tryNow.label()}</span> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
