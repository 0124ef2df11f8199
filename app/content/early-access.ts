/** The coming-soon landing variant at /early-access. */
import { m } from '~/paraglide/messages.js'
import { siteStatus } from './site'

export const earlyAccessCopy = {
  get title() {
    return m.early_access_copy_title()
  },
  get description() {
    return m.early_access_copy_description()
  },
  get badge() {
    return siteStatus()
  },
  get heading() {
    return m.early_access_copy_heading()
  },
  get text() {
    return m.early_access_copy_text()
  },
  cta: {
    get label() {
      return m.early_access_copy_cta_label()
    },
    to: '/signup',
  },
  get followHeading() {
    return m.early_access_copy_follow_heading()
  },
}

/**
 * The landing text when social proof is real or off (SOCIAL_PROOF, docs/decisions/022-true-numbers.md):
 * the spec's "over 1,000+ members" is invented, so it is said only in the simulated mode.
 */
export const earlyAccessTrueText = () => m.early_access_true_text()
