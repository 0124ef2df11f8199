import { siteStatus } from './site'

export const notFoundCopy = {
  title: 'Page not found',
  heading: '404',
  badge: siteStatus,
  message: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  homeLink: { label: 'Return to Home', to: '/' },
}
