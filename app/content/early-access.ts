/** The coming-soon landing variant at /early-access. */
import { siteStatus } from './site'

export const earlyAccessCopy = {
  title: 'Almost Ready',
  description:
    'Join over 1,000+ members of the African diaspora who are building wealth with confidence. Get early access to our platform.',
  get badge() {
    return siteStatus()
  },
  heading: 'Almost Ready',
  text: 'Join over 1,000+ members of the African diaspora who are building wealth with confidence. Get early access to our platform.',
  cta: { label: 'Get Early Access', to: '/signup' },
  followHeading: 'Follow us for updates',
}

/**
 * The landing text when social proof is real or off (SOCIAL_PROOF, docs/decisions/022-true-numbers.md):
 * the spec's "over 1,000+ members" is invented, so it is said only in the simulated mode.
 */
export const earlyAccessTrueText =
  'Built for members of the African diaspora who want to build wealth with confidence. Get early access to our platform.'
