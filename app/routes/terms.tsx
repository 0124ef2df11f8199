import { LegalDocument } from '~/components/layout/legal-document'
import { termsOfService } from '~/content/legal'
import { pageTitle } from '~/content/site'

import type { Route } from './+types/terms'

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(termsOfService.title) }, { name: 'description', content: termsOfService.description }]
}

export default function Terms() {
  return <LegalDocument document={termsOfService} />
}
