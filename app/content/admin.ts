import { brand } from './site'

/**
 * Copy and SAMPLE DATA for the admin area (/admin).
 *
 * SAMPLE DATA - NOT REAL: every article, blog, user and number below is hard-coded for this preview
 * of the admin area (product spec, section 2 "/admin"). Nothing here is read from or written to the
 * database; replace these with real queries when the admin area gets a backend.
 */

export type PublishStatus = 'Published' | 'Draft'
export type AccountStatus = 'Active' | 'Inactive'

/** An article or blog row: id, title, status and an ISO date (YYYY-MM-DD). */
export type SamplePost = { id: string; title: string; status: PublishStatus; date: string }
/** A user row: id, name, email, status and the ISO date (YYYY-MM-DD) they joined. */
export type SampleUser = { id: string; name: string; email: string; status: AccountStatus; joined: string }
export type StatCard = { label: string; value: string }

// ---------------------------------------------------------------------------------------------
// SAMPLE DATA (not real)
// ---------------------------------------------------------------------------------------------

export const sampleArticles: SamplePost[] = [
  { id: 'article-1', title: 'Building Credit in Your First Year in the US', status: 'Published', date: '2025-01-15' },
  { id: 'article-2', title: 'Sending Money Home: How Remittance Fees Add Up', status: 'Draft', date: '2025-02-03' },
  { id: 'article-3', title: 'Investing in African Markets from the United States', status: 'Published', date: '2025-02-20' },
]

export const sampleBlogs: SamplePost[] = [
  { id: 'blog-1', title: 'How Our Savings Circle Bought a Family Home', status: 'Published', date: '2025-01-08' },
  { id: 'blog-2', title: 'Five Banking Questions New Arrivals Ask Us', status: 'Published', date: '2025-01-29' },
  { id: 'blog-3', title: 'Why We Are Building a Financial Guide for the Diaspora', status: 'Draft', date: '2025-02-12' },
]

export const sampleUsers: SampleUser[] = [
  { id: 'user-1', name: 'Amara Okafor', email: 'amara.okafor@example.com', status: 'Active', joined: '2024-11-02' },
  { id: 'user-2', name: 'Kwame Mensah', email: 'kwame.mensah@example.com', status: 'Active', joined: '2024-12-14' },
  { id: 'user-3', name: 'Fatou Diallo', email: 'fatou.diallo@example.com', status: 'Inactive', joined: '2025-01-21' },
]

/** The dashboard's four hard-coded stat cards (product spec, section 2). */
export const sampleStats: StatCard[] = [
  { label: 'Total Articles', value: '12' },
  { label: 'Total Blogs', value: '24' },
  { label: 'Registered Users', value: '108' },
  { label: 'Website Traffic', value: '2,348' },
]

/** What the settings form starts with; saving is simulated, so this is also what it returns to. */
export const sampleSettings = {
  siteName: brand.name,
  emailNotifications: true,
  analytics: false,
  webhookUrl: '',
} as const

// ---------------------------------------------------------------------------------------------
// Copy
// ---------------------------------------------------------------------------------------------

/** Shown to a signed-in user who is not the admin (product spec, sections 4, 6 and 8). */
export const unauthorizedToast = {
  message: 'Unauthorized',
  description: 'You do not have permission to access the admin dashboard.',
} as const

/** Every admin save is simulated; the success toasts say so. */
const previewNote = 'This is a preview: nothing is persisted.'
export const sampleDataNote = 'Sample data for this preview - not real records.'

export const adminNav = [
  { label: 'Dashboard', to: '/admin', end: true },
  { label: 'Articles', to: '/admin/articles', end: false },
  { label: 'Blogs', to: '/admin/blogs', end: false },
  { label: 'Users', to: '/admin/users', end: false },
  { label: 'Waitlist', to: '/admin/waitlist', end: false },
  { label: 'Settings', to: '/admin/settings', end: false },
] as const

export const adminCopy = {
  areaLabel: 'Admin',
  navLabel: 'Admin sections',
  signedInAs: 'Signed in as',
  dashboard: {
    title: 'Dashboard',
    intro: 'An overview of the site.',
    statsHeading: 'Site statistics',
    recentArticles: { heading: 'Recent Articles', empty: 'No recent articles yet.' },
    recentActivity: { heading: 'Recent Activity', empty: 'No recent activity yet.' },
  },
  users: { title: 'Users', intro: 'People registered on the site.', caption: 'Registered users' },
  settings: {
    title: 'Settings',
    intro: 'Site-wide settings.',
    fields: {
      siteName: 'Site name',
      siteDescription: 'Site description',
      emailNotifications: 'Email notifications',
      emailNotificationsHint: 'Send an e-mail when something needs attention.',
      analytics: 'Analytics',
      analyticsHint: 'Collect anonymous usage statistics.',
      apiKey: 'API key',
      apiKeyHint: 'Never shown again after saving.',
      webhookUrl: 'Webhook URL',
      webhookUrlHint: 'Optional. Must start with https:// or http://.',
    },
    submit: 'Save Settings',
    pending: 'Saving...',
    savedToast: { message: 'Settings saved', description: previewNote },
  },
  notFound: {
    title: 'Page not found',
    heading: '404',
    message: 'This admin page does not exist. It might have been removed or had its name changed.',
    backLink: 'Back to Dashboard',
  },
  table: { title: 'Title', status: 'Status', date: 'Date', name: 'Name', email: 'Email', joined: 'Joined' },
} as const

/** The two post-like sections share one screen; only their words differ. */
export const postSections = {
  articles: {
    title: 'Articles',
    intro: 'Long-form guides published on the site.',
    caption: 'Articles',
    newLabel: 'New Article',
    formHeading: 'New Article',
    submit: 'Save Article',
    savedToast: { message: 'Article saved', description: previewNote },
    path: '/admin/articles',
    rows: sampleArticles,
  },
  blogs: {
    title: 'Blogs',
    intro: 'Shorter posts and community stories.',
    caption: 'Blog posts',
    newLabel: 'New Blog Post',
    formHeading: 'New Blog Post',
    submit: 'Save Blog Post',
    savedToast: { message: 'Blog post saved', description: previewNote },
    path: '/admin/blogs',
    rows: sampleBlogs,
  },
} as const

export type PostSectionKey = keyof typeof postSections

export const postFormCopy = {
  title: 'Title',
  excerpt: 'Excerpt',
  excerptHint: 'Optional. A sentence or two shown in lists.',
  content: 'Content',
  cancel: 'Cancel',
  pending: 'Saving...',
} as const

/** Dates as "Jan 15, 2025", the same on server and client (fixed locale and time zone). */
export function formatAdminDate(isoDate: string) {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
