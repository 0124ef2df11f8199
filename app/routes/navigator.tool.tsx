import type { Route } from './+types/navigator.tool'

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Navigator tool' }]
}

// Placeholder: built by its own issue.
export function loader() {
  return null
}

export default function Placeholder() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">Navigator tool</h1>
      <p>Coming soon.</p>
    </section>
  )
}
