/** Copy for the owner's view of the waitlist (/admin/waitlist). Real entries, not sample data. */

export const waitlistAdminCopy = {
  title: 'Waitlist',
  intro: 'Everyone who joined the early-access waitlist, newest first.',
  countsHeading: 'Entries',
  total: 'All entries',
  byStatusLabel: 'By status',
  byInterestLabel: 'By interest',
  byLocaleLabel: 'By language joined in',
  /** The site's language on the page where the entry joined (/, /fr/, /am/): every entry has one. */
  localeLabels: { en: 'English', fr: 'French', am: 'Amharic' },
  byLanguageLabel: 'By preferred language (optional on the form)',
  /** The waitlist form's optional "Preferred language" (issue 23); '' when none was given. */
  languageLabels: {
    en: 'English',
    fr: 'French',
    am: 'Amharic',
    so: 'Somali',
    sw: 'Swahili',
    pt: 'Portuguese',
    ti: 'Tigrinya',
    ar: 'Arabic',
    other: 'Other',
    '': 'Not given',
  },
  statusLabels: { pending: 'Pending', confirmed: 'Confirmed' },
  chart: {
    heading: 'Joins per day',
    caption: (days: number) => `Joins per day over the last ${days} days (UTC).`,
    summary: (total: number, days: number, busiest: { day: string; count: number } | null) =>
      `${total} ${total === 1 ? 'join' : 'joins'} in the last ${days} days` +
      (busiest && busiest.count > 0 ? `; the busiest day was ${busiest.day} with ${busiest.count}.` : '.'),
    showNumbers: 'Show the numbers',
    dayHeader: 'Day',
    joinsHeader: 'Joins',
  },
  filters: {
    legend: 'Find entries',
    search: 'Search name or e-mail',
    interest: 'Interest',
    status: 'Status',
    any: 'Any',
    apply: 'Apply filters',
    clear: 'Clear',
  },
  exportCsv: 'Export CSV',
  exportHint: 'Every entry that matches the filters, as a spreadsheet file.',
  table: {
    caption: 'Waitlist entries',
    name: 'Name',
    email: 'Email',
    interest: 'Interest',
    status: 'Status',
    joined: 'Joined',
    referrer: 'Referred by',
    referrals: 'Confirmed referrals',
    priceAlerts: 'Price alerts',
    actions: 'Actions',
    delete: 'Delete',
    none: '-',
  },
  /** The real social proof's use of an entry's first name (decision 035). */
  noticeName: {
    hidden: 'Name hidden from sign-up notices',
    refused: 'Name never shown in sign-up notices (fails the name check)',
    hide: 'Hide name',
    show: 'Show name',
    of: (name: string) => `of ${name} in sign-up notices`,
  },
  empty: 'No entries match these filters.',
  showing: (shown: number, total: string) => `Showing ${shown} of ${total} ${total === '1' ? 'entry' : 'entries'}`,
  moreThan: (cap: string) => `more than ${cap}`,
  pagination: { label: 'Pages', previous: 'Newer entries', next: 'Older entries', first: 'Newest' },
  deleteStep: {
    heading: 'Delete this entry?',
    message: 'This removes the entry, its links and its referral links for good. It cannot be undone.',
    confirm: 'Delete entry',
    pending: 'Deleting...',
    cancel: 'Cancel',
  },
  deletedToast: (email: string) => ({ message: 'Entry deleted', description: `${email} is no longer on the waitlist.` }),
  nameHiddenToast: (email: string) => ({
    message: 'Name hidden',
    description: `The first name of ${email} is no longer shown on the sign-up page; its notice shows the interest alone. A cached page can take up to five minutes to change.`,
  }),
  nameShownToast: (email: string) => ({
    message: 'Name shown again',
    description: `The first name of ${email} may be shown on the sign-up page again, if it passes the name check.`,
  }),
  deleteMissingToast: { message: 'Already gone', description: 'That entry was not on the waitlist any more.' },
  loadError: 'The waitlist could not be loaded. Please try again.',
} as const

export { interestLabels } from '~/lib/waitlist-constants'

/** The CSV export's header row and file name. */
export const waitlistCsv = {
  header: [
    'name',
    'email',
    'interest',
    'status',
    'joined',
    'confirmed',
    'referrer',
    'referrals',
    'price_alerts',
    'preferred_language',
    'locale',
  ],
  fileName: (isoDate: string) => `waitlist-${isoDate}.csv`,
} as const
