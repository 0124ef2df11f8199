import type { Route } from './+types/not-found'

export function meta(): Route.MetaDescriptors {
  return [{ title: '404' }]
}

// Placeholder: built by its own issue.
export function loader() {
  return null
}

export default function Placeholder() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">404</h1>
      <p>Coming soon.</p>
    </section>
  )
}
