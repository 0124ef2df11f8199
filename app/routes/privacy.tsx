import { LegalDocument } from '~/components/layout/legal-document'
import { contact, pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/privacy'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.legal_privacy_policy_title()) }, { name: 'description', content: m.legal_privacy_policy_description() }]
}

export default function Privacy() {
  const document = {
    title: m.legal_privacy_policy_title(),
    lastUpdated: m.legal_privacy_policy_last_updated(),
    intro: m.legal_privacy_policy_intro(),
    sections: [
      { heading: m.legal_privacy_policy_sections_1_heading(), paragraphs: [m.legal_privacy_policy_sections_1_paragraphs_1()] },
      { heading: m.legal_privacy_policy_sections_2_heading(), paragraphs: [m.legal_privacy_policy_sections_2_paragraphs_1()] },
      { heading: m.legal_privacy_policy_sections_3_heading(), paragraphs: [m.legal_privacy_policy_sections_3_paragraphs_1()] },
      { heading: m.legal_privacy_policy_sections_4_heading(), paragraphs: [m.legal_privacy_policy_sections_4_paragraphs_1()] },
      { heading: m.legal_privacy_policy_sections_5_heading(), paragraphs: [m.legal_privacy_policy_sections_5_paragraphs_1()] },
      { heading: m.legal_privacy_policy_sections_6_heading(), paragraphs: [m.legal_privacy_policy_sections_6_paragraphs_1()] },
      { heading: m.legal_privacy_policy_sections_7_heading(), paragraphs: [m.legal_privacy_policy_sections_7_paragraphs_1()] },
    ],
  }
  return (
    <LegalDocument document={document}>
      <aside aria-labelledby="privacy-contact" className="mt-12 rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-100">
        <h2 id="privacy-contact" className="text-lg font-bold text-slate-950">
          {m.legal_privacy_policy_contact_heading()}
        </h2>
        <p className="mt-2 text-slate-700">
          {m.legal_privacy_policy_contact_text()}{' '}
          <a href={`mailto:${contact.privacyEmail}`} className="font-semibold text-emerald-800 underline underline-offset-4">
            {contact.privacyEmail}
          </a>
        </p>
      </aside>
    </LegalDocument>
  )
}
