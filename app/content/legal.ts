/** Static legal text for /terms and /privacy. */
import { brand, contact } from './site'

type LegalSection = { heading: string; paragraphs: string[] }
export type LegalDocument = {
  title: string
  description: string
  lastUpdated: string
  intro: string
  sections: LegalSection[]
}

export const backToSignup = { label: 'Back to Signup', to: '/signup' }

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: `The terms that apply when you use ${brand.name} and join its early-access waitlist.`,
  lastUpdated: 'Last updated: January 2026',
  intro: `These terms apply when you use the ${brand.name} website, join our early-access waitlist or create an account. Please read them carefully.`,
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        `By using ${brand.name} or joining the waitlist you agree to these terms. If you do not agree, please do not use the service.`,
      ],
    },
    {
      heading: 'Early Access',
      paragraphs: [
        'Joining the waitlist does not guarantee access by a particular date. Features are in development and may change, be delayed or be withdrawn before launch.',
      ],
    },
    {
      heading: 'Your Account',
      paragraphs: [
        'You agree to give accurate information, keep your password private and tell us promptly if you believe your account has been used without your permission.',
      ],
    },
    {
      heading: 'Educational Content, Not Advice',
      paragraphs: [
        'Our content, comparisons and tools are for general education. They are not financial, investment, tax or legal advice. Consider speaking with a licensed professional before making financial decisions.',
      ],
    },
    {
      heading: 'Third-Party Products and Links',
      paragraphs: [
        'We may describe or link to products offered by banks, brokerages, remittance services and others. Those providers set their own terms, fees and eligibility rules, and we are not responsible for their services.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: [
        'Do not misuse the service: no automated sign-ups, no attempts to access other people’s data, and no interference with the site’s security or availability.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        `To the extent the law allows, ${brand.name} is not liable for indirect or consequential losses arising from your use of the service, including decisions made on the basis of our educational content.`,
      ],
    },
    {
      heading: 'Changes and Contact',
      paragraphs: [
        `We may update these terms as the product grows and will post the new version here with its date. Questions about these terms: ${contact.email}.`,
      ],
    },
  ],
}

export const privacyPolicy: LegalDocument & { contactHeading: string; contactText: string; contactEmail: string } = {
  title: 'Privacy Policy',
  description: `How ${brand.name} collects, uses and protects your personal information.`,
  lastUpdated: 'Last updated: January 2026',
  intro: `Your privacy matters to us. This policy explains what information ${brand.name} collects, why, and the choices you have.`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'When you join the waitlist we collect your full name, e-mail address and the topic you are most interested in. If you create an account we also keep the profile details you choose to add, such as a username and a short bio.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use your information to manage the waitlist, tell you when early access opens, run your account and improve our content. We do not sell your personal information.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use only the cookies the site needs to work, such as keeping you signed in. We do not use advertising cookies. See our Cookie Policy for details.',
      ],
    },
    {
      heading: 'Sharing Your Information',
      paragraphs: [
        'We share information only with service providers that help us run the site (for example hosting and e-mail delivery), under contracts that protect it, or when the law requires it.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'We protect your information with encryption in transit, access controls and database rules that let each person read only their own profile. No system is perfectly secure, but we work hard to keep yours safe.',
      ],
    },
    {
      heading: 'Your Choices and Rights',
      paragraphs: [
        'You can ask us to access, correct or delete your information, or to remove you from the waitlist, at any time by writing to the address below.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We will post any changes to this policy on this page with a new date, and tell waitlist members by e-mail about significant changes.',
      ],
    },
  ],
  contactHeading: 'Contact us about privacy',
  contactText: 'Questions or requests about your personal information:',
  contactEmail: contact.privacyEmail,
}
