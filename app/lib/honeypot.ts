/** The hidden field a person never fills and a form-filling bot does (the form: ~/components/forms/honeypot). */
export const HONEYPOT_FIELD = 'company_website'
