import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'

import { requireAdmin } from '~/.server/admin.server'
import { savePost } from '~/.server/admin-simulated.server'
import { redirectWithSuccess } from '~/.server/toast.server'
import { PostsScreen } from '~/components/admin/posts-screen'
import { adminCopy, postSections } from '~/content/admin'
import { pageTitle } from '~/content/site'
import { PostSchema } from '~/lib/admin-schemas'

import type { Route } from './+types/articles'

const section = postSections.articles

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(`${section.title} - ${adminCopy.areaLabel}`) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAdmin(request)
  const isCreating = new URL(request.url).searchParams.get('new') === '1'
  return data({ rows: section.rows, isCreating }, { headers })
}

export async function action({ request }: Route.ActionArgs) {
  const { headers } = await requireAdmin(request)
  const submission = parseWithZod(await request.formData(), { schema: PostSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400, headers })
  }
  await savePost('articles', submission.value, request.signal) // SIMULATED: stores nothing
  return redirectWithSuccess(section.path, section.savedToast, { headers })
}

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
