import { data } from 'react-router'

import { postSections, type PostSectionKey } from '~/content/admin'
import { PostSchema } from '~/lib/admin-schemas'

import { requireAdmin } from './admin.server'
import { savePost } from './admin-simulated.server'
import { admissionOf } from '../platform/admission.server'
import type { RequestContext } from '../platform/client-address.server'
import { parseSubmission, readFormData } from '../platform/submission.server'
import { redirectWithSuccess } from '../platform/toast.server'

/** The Articles and Blogs screens share one story: a sample list and a New form (simulated save). */
export async function loadPostSection(request: Request, kind: PostSectionKey) {
  const { headers } = await requireAdmin(request)
  const isCreating = new URL(request.url).searchParams.get('new') === '1'
  return data({ rows: postSections[kind].rows, isCreating }, { headers })
}

export async function savePostSection(request: Request, context: RequestContext, kind: PostSectionKey) {
  const { headers } = await requireAdmin(request)
  const submission = parseSubmission(await readFormData(request), PostSchema)
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400, headers })
  }
  await savePost(kind, submission.value, { signal: request.signal, admission: admissionOf(context) }) // SIMULATED: stores nothing
  return redirectWithSuccess(postSections[kind].path, postSections[kind].savedToast, { headers })
}
