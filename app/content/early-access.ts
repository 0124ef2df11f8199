/** The coming-soon landing variant at /early-access. */
export const earlyAccessCopy = {
  title: 'Almost Ready',
  description:
    'Join over 1,000+ members of the African diaspora who are building wealth with confidence. Get early access to our platform.',
  badge: 'Coming Soon',
  heading: 'Almost Ready',
  text: 'Join over 1,000+ members of the African diaspora who are building wealth with confidence. Get early access to our platform.',
  cta: { label: 'Get Early Access', to: '/signup' },
  followHeading: 'Follow us for updates',
}
