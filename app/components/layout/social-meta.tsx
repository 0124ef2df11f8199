import { useContext } from 'react'
import { type MetaDescriptor, UNSAFE_FrameworkContext, useLocation, useMatches } from 'react-router'

import { useLocale } from '~/components/ui/locale'
import { brand, socialPreview } from '~/content/site'
import { locales, ogLocales } from '~/lib/locale'
import { m } from '~/paraglide/messages.js'

/**
 * Open Graph and Twitter card tags for every page, so a shared link shows a preview with the page's
 * own title and description and the site's preview image. The title and description are the ones the
 * page's `meta` export gives `<Meta />` (computed the same way: the deepest route with a `meta`
 * wins), so no route has to repeat them.
 */
export function SocialMeta({ origin }: { origin: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext)
  const matches = useMatches()
  const location = useLocation()
  const locale = useLocale()
  if (!origin) return null

  let descriptors: MetaDescriptor[] = []
  const metaMatches: Array<{
    id: string
    pathname: string
    params: unknown
    data: unknown
    loaderData: unknown
    handle: unknown
    meta: MetaDescriptor[]
    error: unknown
  }> = []
  for (const match of matches) {
    const meta = framework?.routeModules[match.id]?.meta
    const entry = { ...match, loaderData: match.data, meta: descriptors, error: undefined }
    metaMatches.push(entry)
    if (typeof meta === 'function') {
      descriptors =
        (meta as (args: unknown) => MetaDescriptor[] | undefined)({
          data: match.data,
          loaderData: match.data,
          params: match.params,
          location,
          matches: metaMatches,
          error: undefined,
        }) ?? []
      entry.meta = descriptors
    }
  }

  let title: string = brand.name
  let description: string = m.site_tagline()
  for (const descriptor of descriptors) {
    if (descriptor && 'title' in descriptor && descriptor.title) title = String(descriptor.title)
    if (descriptor && 'name' in descriptor && descriptor.name === 'description' && 'content' in descriptor)
      description = String(descriptor.content)
  }
  const url = `${origin}${location.pathname}`
  const image = `${origin}${socialPreview.image}`
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content={ogLocales[locale]} />
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={ogLocales[other]} />
        ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={socialPreview.type} />
      <meta property="og:image:width" content={String(socialPreview.width)} />
      <meta property="og:image:height" content={String(socialPreview.height)} />
      <meta property="og:image:alt" content={m.site_social_preview_alt()} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={m.site_social_preview_alt()} />
    </>
  )
}
