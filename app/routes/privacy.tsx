import { LegalDocument } from '~/components/layout/legal-document'
import { privacyPolicy } from '~/content/legal'
import { pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/privacy'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(privacyPolicy.title) }, { name: 'description', content: privacyPolicy.description }]
}

export default function Privacy() {
  return (
    <LegalDocument document={privacyPolicy}>
      <aside aria-labelledby="privacy-contact" className="mt-12 rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-100">
        <h2 id="privacy-contact" className="text-lg font-bold text-slate-950">
          {privacyPolicy.contactHeading}
        </h2>
        <p className="mt-2 text-slate-700">
          {privacyPolicy.contactText}{' '}
          <a href={`mailto:${privacyPolicy.contactEmail}`} className="font-semibold text-emerald-800 underline underline-offset-4">
            {privacyPolicy.contactEmail}
          </a>
        </p>
      </aside>
    </LegalDocument>
  )
}
