import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

import { comingSoonPaths } from './lib/static-page'

// Pages whose only content is a "coming soon" notice share one module (the paths: app/lib/static-page.ts).
const comingSoon = (path: string) => route(path, 'routes/coming-soon.tsx', { id: `coming-soon/${path}` })
const navigatorTool = (slug: string) => route(`navigator/${slug}`, 'routes/navigator.tool.tsx', { id: `navigator/${slug}` })

export default [
  // Every page but the admin area is in English at its path and in French and Amharic under /fr/ and
  // /am/ (an unknown prefix is a 404, app/root.tsx; docs/decisions/030-languages.md).
  ...prefix(':locale?', [
    // Public site
    index('routes/home.tsx'),
    route('home', 'routes/home.tsx', { id: 'home-alias' }),
    ...comingSoonPaths.map(comingSoon),
    // The learning hub (guides are files in app/content/guides, docs/decisions/024-learning-hub.md).
    route('learn', 'routes/learn.tsx'),
    route('learn/glossary', 'routes/learn.glossary.tsx'),
    route('learn/:slug', 'routes/learn.guide.tsx'),
    route('navigator', 'routes/navigator.tsx'),
    route('navigator/bank-accounts', 'routes/navigator.bank-accounts.tsx'),
    ...['investing'].map(navigatorTool),
    route('navigator/credit-cards', 'routes/navigator.credit-cards.tsx'),
    route('navigator/remittance', 'routes/navigator.remittance.tsx'),
    route('navigator/remittance/alert', 'routes/navigator.remittance.alert.tsx'),
    route('navigator/guides', 'routes/navigator.guides.tsx'),
    route('navigator/loans', 'routes/navigator.loans.tsx'),
    route('early-access', 'routes/early-access.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),

    // Waitlist
    route('signup', 'routes/signup.tsx'),
    route('waitlist/confirm', 'routes/waitlist.confirm.tsx'),
    route('waitlist/status', 'routes/waitlist.status.tsx'),
    route('waitlist/leave', 'routes/waitlist.leave.tsx'),
    route('waitlist/resend', 'routes/waitlist.resend.tsx'),

    // Accounts
    route('auth', 'routes/auth.tsx'),
    route('auth/confirm', 'routes/auth.confirm.tsx'),
    route('auth/sign-out', 'routes/auth.sign-out.tsx'),
    route('auth/forgot-password', 'routes/auth.forgot-password.tsx'),
    route('auth/reset-password', 'routes/auth.reset-password.tsx'),
    route('auth/resend', 'routes/auth.resend.tsx'),
    // The embedded stack's GET /auth/v1/verify (Supabase's default e-mail links); 404 with hosted.
    route('auth/v1/verify', 'routes/auth.v1.verify.tsx'),
    route('profile', 'routes/profile.tsx'),
    // Savings circles (issue 35, docs/decisions/043-savings-circles.md).
    route('circles', 'routes/circles.tsx'),
    route('circles/new', 'routes/circles.new.tsx'),
    route('circles/join', 'routes/circles.join.tsx'),
    route('circles/:id', 'routes/circles.detail.tsx'),
    route('circles/:id/history.csv', 'routes/circles.export.tsx'),
    route('goals', 'routes/goals.tsx'),
    route('dev/mailbox', 'routes/dev.mailbox.tsx'),
  ]),
  // Browser tests: moves the embedded stack's test clock (404 unless SUPABASE_LOCAL_TEST_CLOCK=on).
  route('dev/clock', 'routes/dev.clock.tsx'),

  // Admin
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('articles', 'routes/admin/articles.tsx'),
      route('blogs', 'routes/admin/blogs.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('waitlist', 'routes/admin/waitlist.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
    // A file download (no page): guarded in its own loader, outside the layout.
    route('waitlist/export.csv', 'routes/admin/waitlist.export.tsx'),
  ]),

  ...prefix(':locale?', [route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig
