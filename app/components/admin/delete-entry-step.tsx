import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'

import { buttonClass } from '~/components/ui/button'
import { waitlistAdminCopy } from '~/content/waitlist-admin'

/**
 * The second step of deleting an entry: which entry, what it means, and a POST button. Reached by
 * the list's "Delete" link (a GET that changes nothing); Cancel goes back to the list.
 */
export function DeleteEntryStep({
  entry,
  returnQuery,
  cancelHref,
}: {
  entry: { id: string; fullName: string; email: string }
  returnQuery: string
  cancelHref: string
}) {
  const copy = waitlistAdminCopy.deleteStep
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [entry.id])
  return (
    <section
      id="delete-entry"
      aria-labelledby="delete-entry-heading"
      className="mb-6 scroll-mt-24 rounded-lg border-2 border-red-300 bg-red-50 p-4 text-red-950"
    >
      <h2 id="delete-entry-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {copy.heading}
      </h2>
      <p className="mt-1 break-words">
        <strong>{entry.fullName}</strong> ({entry.email})
      </p>
      <p className="mt-1 text-sm">{copy.message}</p>
      <Form method="post" action={`/admin/waitlist${returnQuery}`} className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={entry.id} />
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          {pending ? copy.pending : copy.confirm}
        </button>
        <Link to={cancelHref} className={buttonClass('outline', 'sm')}>
          {copy.cancel}
        </Link>
      </Form>
    </section>
  )
}
