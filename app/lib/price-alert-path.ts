/** Where the price-alert form posts (the form: ~/components/remittance/price-alert-form; its action: ~/.server/remittance/price-alert-action.server). */
export const PRICE_ALERT_PATH = '/navigator/remittance/alert'
