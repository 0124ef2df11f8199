import { lazyIsland } from '~/components/lazy-island'

/**
 * The price-alert form on the analyzer's answer, as a lazy island: the server renders it whole (it
 * works without JavaScript), and its code (the shared field kit) reaches the browser only once the
 * visitor interacts, so the analyzer stays within its JavaScript budget (decisions 005, 023).
 */
export const priceAlertForm = lazyIsland(() => import('./price-alert-form').then((m) => m.PriceAlertForm))
