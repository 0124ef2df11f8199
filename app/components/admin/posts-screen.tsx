import type { SubmissionResult } from '@conform-to/react'
import { Link } from 'react-router'

import { buttonClass } from '~/components/ui/button'
import { postSections, type PostSectionKey, type SamplePost } from '~/content/admin'

import { AdminPageHeader } from './admin-page-header'
import { PostForm } from './post-form'
import { PostTable } from './post-table'

/**
 * Articles and Blogs: the sample rows and a New button. The button is a link to ?new=1, which the
 * server renders with the form open, so it works the same with and without JavaScript.
 */
export function PostsScreen({
  section,
  rows,
  isCreating,
  lastResult,
}: {
  section: PostSectionKey
  rows: readonly SamplePost[]
  isCreating: boolean
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const copy = postSections[section]
  return (
    <>
      <AdminPageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          isCreating ? null : (
            <Link to={`${copy.path}?new=1`} className={buttonClass('primary', 'md')}>
              <span aria-hidden="true">+</span> {copy.newLabel}
            </Link>
          )
        }
      />
      {isCreating ? <PostForm heading={copy.formHeading} submitLabel={copy.submit} cancelTo={copy.path} lastResult={lastResult} /> : null}
      <PostTable caption={copy.caption} rows={rows} />
    </>
  )
}
