/** Copy for price alerts on the Remittance Cost Analyzer (docs/decisions/023-price-alerts.md). */
import { signupForm } from './signup'

export const priceAlertForm = {
  /** {country}: the corridor's country as the survey names it. */
  heading: 'E-mail me when new prices for {country} are published',
  intro:
    'The World Bank surveys these prices about once a quarter. You join the Diaspora Finance waitlist, and we send you one e-mail each time we publish new prices for {country}. Leave at any time with the link in every e-mail.',
  fullNameLabel: signupForm.fullNameLabel,
  emailLabel: signupForm.emailLabel,
  interestLabel: signupForm.interestLabel,
  submit: 'E-mail me new prices',
  pending: signupForm.pending,
  corridorInvalid: 'Choose a country the survey covers.',
}

export const priceAlertMeta = { title: 'Price alerts' }

/** The page after asking: the same for a new address and one already on the list (decision 023). */
export const priceAlertDone = {
  heading: 'Check your e-mail',
  body: 'If this address is new to us, we have sent it a link: confirm it and we will e-mail you when new prices for {country} are published. If you have already confirmed your place on the waitlist, there is nothing more to do.',
  note: 'Price alerts go only to confirmed addresses, one e-mail per country each time new prices are published.',
  back: 'Back to the prices for {country}',
  backGeneric: 'Back to the Remittance Cost Analyzer',
  someCountry: 'the country you chose',
}

export const priceAlertErrorPage = {
  heading: 'Price alerts',
  back: 'Back to the Remittance Cost Analyzer',
}
