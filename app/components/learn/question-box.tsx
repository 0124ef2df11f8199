import { buttonClass } from '~/components/ui/button'
import { useLocalizePath } from '~/components/ui/locale'
import { LEARN_PATH } from '~/content/learn'
import { ASK_MAX_LENGTH } from '~/lib/ask'
import { m } from '~/paraglide/messages.js'

/**
 * "Ask the guides": a plain GET form to /learn, so the question lives in the URL and it works without
 * JavaScript (these pages ship none). The server checks the question; a message comes back tied to
 * the field.
 */
export function QuestionBox({ question = '', error }: { question?: string; error?: string }) {
  return (
    <form
      method="get"
      action={useLocalizePath()(LEARN_PATH)}
      role="search"
      aria-labelledby="ask-label"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <label id="ask-label" htmlFor="ask" className="text-lg font-bold text-slate-950">
        {m.learn_ask_copy_label()}
      </label>
      <p id="ask-hint" className="mt-1 text-sm text-slate-600">
        {m.learn_ask_copy_hint()}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id="ask"
          name="q"
          type="search"
          defaultValue={question}
          maxLength={ASK_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={error ? 'ask-hint ask-error' : 'ask-hint'}
          aria-invalid={error ? true : undefined}
          className="block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 aria-[invalid=true]:border-red-600"
        />
        <button type="submit" className={buttonClass('primary', 'md')}>
          {m.learn_ask_copy_submit()}
        </button>
      </div>
      {error ? (
        <p id="ask-error" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}
