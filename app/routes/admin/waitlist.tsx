import { data } from 'react-router'

import { requireAdmin } from '~/.server/admin/admin.server'
import { readFormData } from '~/.server/platform/submission.server'
import { redirectWithError, redirectWithSuccess } from '~/.server/platform/toast.server'
import { forgetSocialProof } from '~/.server/waitlist/social-proof.server'
import {
  deleteWaitlistEntry,
  entryToDelete,
  listWaitlistEntries,
  setNameHidden,
  waitlistSummary,
} from '~/.server/waitlist/waitlist-admin.server'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { DeleteEntryStep } from '~/components/admin/delete-entry-step'
import { JoinsChart } from '~/components/admin/joins-chart'
import { WaitlistCounts } from '~/components/admin/waitlist-counts'
import { WaitlistEntries, WaitlistPagination } from '~/components/admin/waitlist-entries'
import { WaitlistFiltersForm } from '~/components/admin/waitlist-filters'
import { adminCopy } from '~/content/admin'
import { pageTitle } from '~/content/site'
import { waitlistAdminCopy as copy } from '~/content/waitlist-admin'
import { isUuid, parseWaitlistFilters, waitlistFiltersQuery } from '~/lib/waitlist-admin'

import type { Route } from './+types/waitlist'

// The owner's view of the real waitlist: counts, joins per day, the entries (searchable, filterable,
// keyset-paginated: decision 018), the CSV export, deleting an entry in two steps, and hiding a first name from
// the real social proof (decision 035). Read and written with the server's secret key after the admin guard
// (app/.server/waitlist/waitlist-admin.server.ts).

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(`${copy.title} - ${adminCopy.areaLabel}`) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAdmin(request)
  const search = new URL(request.url).searchParams
  const filters = parseWaitlistFilters(search)
  const deleteId = search.get('delete')
  const [summary, list, toDelete] = await Promise.all([
    waitlistSummary(),
    listWaitlistEntries(filters),
    isUuid(deleteId) ? entryToDelete(deleteId) : null,
  ])
  headers.set('Cache-Control', 'no-store')
  return data({ filters, summary, ...list, toDelete }, { headers })
}

export async function action({ request }: Route.ActionArgs) {
  const { headers } = await requireAdmin(request)
  const back = `/admin/waitlist${waitlistFiltersQuery(parseWaitlistFilters(new URL(request.url).searchParams))}`
  const form = await readFormData(request)
  const id = form.get('id')
  const intent = form.get('intent')
  if (!isUuid(id)) return redirectWithError(back, copy.deleteMissingToast, { headers })
  if (intent === 'hide-name' || intent === 'show-name') {
    const hidden = intent === 'hide-name'
    const email = await setNameHidden(id, hidden)
    if (!email) return redirectWithError(back, copy.deleteMissingToast, { headers })
    // This process shows the change at once; others within a minute, a cached /signup within its five.
    forgetSocialProof()
    return redirectWithSuccess(back, hidden ? copy.nameHiddenToast(email) : copy.nameShownToast(email), { headers })
  }
  if (intent !== 'delete') return redirectWithError(back, copy.deleteMissingToast, { headers })
  const email = await deleteWaitlistEntry(id)
  if (!email) return redirectWithError(back, copy.deleteMissingToast, { headers })
  return redirectWithSuccess(back, copy.deletedToast(email), { headers })
}

export default function AdminWaitlist({ loaderData }: Route.ComponentProps) {
  const { filters, summary, entries, total, previous, next, toDelete } = loaderData
  const query = waitlistFiltersQuery(filters)
  return (
    <>
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      {toDelete ? <DeleteEntryStep entry={toDelete} returnQuery={query} cancelHref={`/admin/waitlist${query}`} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <WaitlistCounts summary={summary} />
        <JoinsChart daily={summary.daily} />
      </div>
      <div className="mt-6">
        <WaitlistFiltersForm filters={filters} />
      </div>
      <div className="mt-6">
        <WaitlistEntries entries={entries} filters={filters} returnQuery={query} />
        <WaitlistPagination filters={filters} total={total} shown={entries.length} previous={previous} next={next} />
      </div>
    </>
  )
}
