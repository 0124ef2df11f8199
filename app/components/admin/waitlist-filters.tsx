import { useEffect, useState } from 'react'
import { Form, Link } from 'react-router'

import { buttonClass } from '~/components/ui/button'
import { interestLabels, waitlistAdminCopy } from '~/content/waitlist-admin'
import { SEARCH_MAX, waitlistFiltersQuery, type WaitlistFilters } from '~/lib/waitlist-admin'
import { interestValues } from '~/lib/waitlist-constants'

const control =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-emerald-600'

/** Search and filters: a GET form, so the filtered list is a link like any other (and works without JS). */
export function WaitlistFiltersForm({ filters }: { filters: WaitlistFilters }) {
  const copy = waitlistAdminCopy.filters
  const exportHref = `/admin/waitlist/export.csv${waitlistFiltersQuery(filters, { after: null, before: null })}`
  // The fields follow the applied filters (after Clear, Back, a pagination link) and keep what the
  // admin is typing otherwise. The server renders the same values for a reader without JavaScript.
  const [q, setQ] = useState(filters.q)
  const [interest, setInterest] = useState(filters.interest ?? '')
  const [status, setStatus] = useState(filters.status ?? '')
  useEffect(() => {
    setQ(filters.q)
    setInterest(filters.interest ?? '')
    setStatus(filters.status ?? '')
  }, [filters.q, filters.interest, filters.status])
  return (
    <Form method="get" action="/admin/waitlist" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{copy.legend}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className="block text-sm font-medium text-slate-800 sm:col-span-2">
            {copy.search}
            <input type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} maxLength={SEARCH_MAX} className={control} />
          </label>
          <label className="block text-sm font-medium text-slate-800">
            {copy.interest}
            <select name="interest" value={interest} onChange={(e) => setInterest(e.target.value)} className={control}>
              <option value="">{copy.any}</option>
              {interestValues.map((value) => (
                <option key={value} value={value}>
                  {interestLabels[value]()}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-800">
            {copy.status}
            <select name="status" value={status} onChange={(e) => setStatus(e.target.value)} className={control}>
              <option value="">{copy.any}</option>
              <option value="pending">{waitlistAdminCopy.statusLabels.pending}</option>
              <option value="confirmed">{waitlistAdminCopy.statusLabels.confirmed}</option>
            </select>
          </label>
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary', 'sm')}>
          {copy.apply}
        </button>
        <Link to="/admin/waitlist" className={buttonClass('outline', 'sm')}>
          {copy.clear}
        </Link>
        <a href={exportHref} download className={`${buttonClass('outline', 'sm')} sm:ml-auto`} aria-describedby="export-hint">
          {waitlistAdminCopy.exportCsv}
        </a>
        <p id="export-hint" className="w-full text-xs text-slate-600">
          {waitlistAdminCopy.exportHint}
        </p>
      </div>
    </Form>
  )
}
