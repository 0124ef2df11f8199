/** Static legal text for /terms and /privacy. */
import { m } from '~/paraglide/messages.js'
import { contact } from './site'

type LegalSection = { heading: string; paragraphs: string[] }
export type LegalDocument = {
  title: string
  description: string
  lastUpdated: string
  intro: string
  sections: LegalSection[]
}

export const backToSignup = {
  get label() {
    return m.legal_back_to_signup_label()
  },
  to: '/signup',
}

export const termsOfService: LegalDocument = {
  get title() {
    return m.legal_terms_of_service_title()
  },
  get description() {
    return m.legal_terms_of_service_description()
  },
  get lastUpdated() {
    return m.legal_terms_of_service_last_updated()
  },
  get intro() {
    return m.legal_terms_of_service_intro()
  },
  sections: [
    {
      get heading() {
        return m.legal_terms_of_service_sections_1_heading()
      },
      get paragraphs() {
        return [m.legal_terms_of_service_sections_1_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_terms_of_service_sections_2_heading()
      },
      get paragraphs() {
        return [m.legal_terms_of_service_sections_2_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_terms_of_service_sections_3_heading()
      },
      get paragraphs() {
        return [m.legal_terms_of_service_sections_3_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_terms_of_service_sections_4_heading()
      },
      get paragraphs() {
        return [m.legal_terms_of_service_sections_4_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_terms_of_service_sections_5_heading()
      },
      get paragraphs() {
        return [m.legal_terms_of_service_sections_5_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_terms_of_service_sections_6_heading()
      },
      get paragraphs() {
        return [m.legal_terms_of_service_sections_6_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_terms_of_service_sections_7_heading()
      },
      get paragraphs() {
        return [m.legal_terms_of_service_sections_7_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_terms_of_service_sections_8_heading()
      },
      get paragraphs() {
        return [m.legal_terms_of_service_sections_8_paragraphs_1({ email: String(contact.email) })]
      },
    },
  ],
}

export const privacyPolicy: LegalDocument & { contactHeading: string; contactText: string; contactEmail: string } = {
  get title() {
    return m.legal_privacy_policy_title()
  },
  get description() {
    return m.legal_privacy_policy_description()
  },
  get lastUpdated() {
    return m.legal_privacy_policy_last_updated()
  },
  get intro() {
    return m.legal_privacy_policy_intro()
  },
  sections: [
    {
      get heading() {
        return m.legal_privacy_policy_sections_1_heading()
      },
      get paragraphs() {
        return [m.legal_privacy_policy_sections_1_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_privacy_policy_sections_2_heading()
      },
      get paragraphs() {
        return [m.legal_privacy_policy_sections_2_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_privacy_policy_sections_3_heading()
      },
      get paragraphs() {
        return [m.legal_privacy_policy_sections_3_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_privacy_policy_sections_4_heading()
      },
      get paragraphs() {
        return [m.legal_privacy_policy_sections_4_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_privacy_policy_sections_5_heading()
      },
      get paragraphs() {
        return [m.legal_privacy_policy_sections_5_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_privacy_policy_sections_6_heading()
      },
      get paragraphs() {
        return [m.legal_privacy_policy_sections_6_paragraphs_1()]
      },
    },
    {
      get heading() {
        return m.legal_privacy_policy_sections_7_heading()
      },
      get paragraphs() {
        return [m.legal_privacy_policy_sections_7_paragraphs_1()]
      },
    },
  ],
  get contactHeading() {
    return m.legal_privacy_policy_contact_heading()
  },
  get contactText() {
    return m.legal_privacy_policy_contact_text()
  },
  contactEmail: contact.privacyEmail,
}
