// Savings circles' reminders (issue 35; docs/decisions/043-savings-circles.md): a few days before a
// round, one e-mail to each member whose share is not recorded as paid and one to the member whose turn
// it is, in each member's language, through the send-confirmation function (the embedded mailbox
// locally, the deployed function on hosted). Postgres records every e-mail claimed, so running it every
// hour, or twice, sends nothing twice.
//
//   npm run circles:remind                        today (UTC)
//   npm run circles:remind -- --today 2026-12-01  as if it were that day (the injected clock)
//
// Uses the app's environment, as `npm run remittance:alerts` does (stop the app first on the embedded
// stack: one process at a time may open its data directory). Exit code 1 when any e-mail failed.
import { sendCircleReminders } from '../app/.server/circles/reminders.server'
import { closeEmbeddedStack } from '../app/.server/platform/supabase.server'

const args = process.argv.slice(2)
const at = args.indexOf('--today')
const today = at >= 0 ? args[at + 1] : new Date().toISOString().slice(0, 10)
if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today) || args.some((arg, i) => arg !== '--today' && i !== at + 1)) {
  console.error('circles:remind: usage: npm run circles:remind [-- --today YYYY-MM-DD]')
  process.exit(1)
}

try {
  const report = await sendCircleReminders({ today })
  console.log(`circles:remind: ${today}: ${report.circles} circle(s), ${report.sent} e-mail(s) sent of ${report.due} due`)
} finally {
  await closeEmbeddedStack()
}
