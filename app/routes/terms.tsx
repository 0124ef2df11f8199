import { LegalDocument } from '~/components/layout/legal-document'
import { termsOfService } from '~/content/legal'
import { pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/terms'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(termsOfService.title) }, { name: 'description', content: termsOfService.description }]
}

export default function Terms() {
  return <LegalDocument document={termsOfService} />
}
