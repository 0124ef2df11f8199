import type { Route } from './+types/auth.confirm'
import { confirmWithTokenHash } from '~/.server/account/account-links.server'

// The link of the project's e-mail templates: /auth/confirm?token_hash=…&type=email (sign-up) or
// &type=recovery (password reset). It never renders a page of its own: a confirmation signs the new
// user in and lands on /, a reset lands on the new-password page, and a bad link is explained on the
// page where a new one can be asked for (app/.server/account/account-links.server.ts).

export function loader({ request, context }: Route.LoaderArgs) {
  return confirmWithTokenHash(request, context)
}

export default function Confirm() {
  return null
}
