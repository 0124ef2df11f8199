// Deno entry for hosted Supabase Edge Functions. Sends through Resend's HTTP API.
// Secrets: `supabase secrets set RESEND_API_KEY=... EMAIL_FROM="Name <hello@your-domain>"`.
import { createSendConfirmationHandler } from './handler.ts'

const apiKey = Deno.env.get('RESEND_API_KEY')
const from = Deno.env.get('EMAIL_FROM')
const apiUrl = Deno.env.get('EMAIL_API_URL') ?? 'https://api.resend.com/emails'

const handler = createSendConfirmationHandler({
  async send(message) {
    if (!apiKey || !from) throw new Error('RESEND_API_KEY and EMAIL_FROM must be set')
    const response = await fetch(apiUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
    })
    if (!response.ok) throw new Error(`e-mail API answered ${response.status}: ${await response.text()}`)
  },
})

Deno.serve(handler)
