import type { Route } from './+types/coming-soon'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Coming soon' }]
}

// Placeholder: built by its own issue.
export function loader() {
  return null
}

export default function Placeholder() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">Coming soon</h1>
      <p>Coming soon.</p>
    </section>
  )
}
