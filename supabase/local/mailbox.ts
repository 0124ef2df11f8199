import type { Database, Transaction } from './database'

export interface MailMessage {
  id: number
  to: string
  subject: string
  text: string
  html: string
  /** The first link the message carries (the confirmation link for sign-ups), if any. */
  link: string | null
  createdAt: string
}

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  link?: string | null
}

export type MailLogger = (line: string) => void

export const defaultMailLogger: MailLogger = (line) => console.info(line)

/** In production the log says that a message went out, never to whom or with which link. */
const production = () => process.env.NODE_ENV === 'production'

/** "Sends" an e-mail: stores it in local_mail.messages and logs it (with its link) to the server log. */
export async function deliverMail(db: Database | Transaction, mail: OutgoingMail, log: MailLogger): Promise<void> {
  const link = mail.link ?? /https?:\/\/[^\s"'<>]+/.exec(mail.text)?.[0] ?? null
  await db.query('insert into local_mail.messages (to_email, subject, text_body, html_body, link) values ($1, $2, $3, $4, $5)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    link,
  ])
  log(
    production()
      ? `[supabase-local] mail sent: ${mail.subject}`
      : `[supabase-local] mail to ${mail.to}: ${mail.subject}${link ? ` - ${link}` : ''}`,
  )
}

export async function listMail(db: Database, to?: string): Promise<MailMessage[]> {
  const result = await db.query<{
    id: number
    to_email: string
    subject: string
    text_body: string
    html_body: string
    link: string | null
    created_at: Date
  }>(
    `select id, to_email, subject, text_body, html_body, link, created_at from local_mail.messages
     where $1::text is null or lower(to_email) = lower($1::text) order by id desc`,
    [to ?? null],
  )
  return result.rows.map((r) => ({
    id: Number(r.id),
    to: r.to_email,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    link: r.link,
    createdAt: new Date(r.created_at).toISOString(),
  }))
}
