import { LegalDocument } from '~/components/layout/legal-document'
import { contact, pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/terms'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.legal_terms_of_service_title()) }, { name: 'description', content: m.legal_terms_of_service_description() }]
}

export default function Terms() {
  const document = {
    title: m.legal_terms_of_service_title(),
    lastUpdated: m.legal_terms_of_service_last_updated(),
    intro: m.legal_terms_of_service_intro(),
    sections: [
      { heading: m.legal_terms_of_service_sections_1_heading(), paragraphs: [m.legal_terms_of_service_sections_1_paragraphs_1()] },
      { heading: m.legal_terms_of_service_sections_2_heading(), paragraphs: [m.legal_terms_of_service_sections_2_paragraphs_1()] },
      { heading: m.legal_terms_of_service_sections_3_heading(), paragraphs: [m.legal_terms_of_service_sections_3_paragraphs_1()] },
      { heading: m.legal_terms_of_service_sections_4_heading(), paragraphs: [m.legal_terms_of_service_sections_4_paragraphs_1()] },
      { heading: m.legal_terms_of_service_sections_5_heading(), paragraphs: [m.legal_terms_of_service_sections_5_paragraphs_1()] },
      { heading: m.legal_terms_of_service_sections_6_heading(), paragraphs: [m.legal_terms_of_service_sections_6_paragraphs_1()] },
      { heading: m.legal_terms_of_service_sections_7_heading(), paragraphs: [m.legal_terms_of_service_sections_7_paragraphs_1()] },
      {
        heading: m.legal_terms_of_service_sections_8_heading(),
        paragraphs: [m.legal_terms_of_service_sections_8_paragraphs_1({ email: contact.email })],
      },
    ],
  }
  return <LegalDocument document={document} />
}
