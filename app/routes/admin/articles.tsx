import { loadPostSection, savePostSection } from '~/.server/admin/admin-posts.server'
import { PostsScreen } from '~/components/admin/posts-screen'
import { adminCopy, postSections } from '~/content/admin'
import { pageTitle } from '~/content/site'

import type { Route } from './+types/articles'

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(`${postSections.articles.title} - ${adminCopy.areaLabel}`) }, { name: 'robots', content: 'noindex' }]
}

export const loader = ({ request }: Route.LoaderArgs) => loadPostSection(request, 'articles')

export const action = ({ request, context }: Route.ActionArgs) => savePostSection(request, context, 'articles')

export default function AdminArticles({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostsScreen
      section="articles"
      rows={loaderData.rows}
      // A rejected save keeps the form open even if the URL lost ?new=1.
      isCreating={loaderData.isCreating || Boolean(actionData)}
      lastResult={actionData?.result}
    />
  )
}
