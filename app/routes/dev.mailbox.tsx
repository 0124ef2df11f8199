import type { Route } from './+types/dev.mailbox'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Mailbox' }]
}

// Placeholder: built by its own issue.
export function loader() {
  return null
}

export default function Placeholder() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">Mailbox</h1>
      <p>Coming soon.</p>
    </section>
  )
}
