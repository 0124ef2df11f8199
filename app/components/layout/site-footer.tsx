// Placeholder footer: the public-site work replaces it.
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="border-t p-4 text-center text-sm">
      © {year} All rights reserved
    </footer>
  )
}
