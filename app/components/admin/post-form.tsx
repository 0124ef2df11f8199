import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'

import { Field, FormAlert, StatusButton, TextareaField } from '~/components/forms/fields'
import { buttonClass } from '~/components/ui/button'
import { postFormCopy } from '~/content/admin'
import { useLazyValidation } from '~/components/forms/lazy-validation'

type Props = {
  heading: string
  submitLabel: string
  cancelTo: string
  lastResult: SubmissionResult<string[]> | null | undefined
}

/**
 * The New article / New blog post form. Posts to the current URL (?new=1 keeps it open after a 400).
 * "Title and content are required" is one message for the form, shown once in a banner above the
 * fields; the missing fields are marked invalid and point at it.
 */
export function PostForm({ heading, submitLabel, cancelTo, lastResult }: Props) {
  const [form, fields] = useForm({
    id: 'post-form',
    lastResult,
    constraint: { title: { required: true, maxLength: 200 }, excerpt: { maxLength: 500 }, content: { required: true, maxLength: 20_000 } },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: useLazyValidation(() => import('./validate-admin').then((m) => m.validatePost)).onValidate,
  })
  const alertId = `${form.id}-alert`
  const messages = [...new Set([...(fields.title.errors ?? []), ...(fields.content.errors ?? [])])]
  const invalidProps = (errors: string[] | undefined) =>
    errors?.length ? { 'aria-invalid': true as const, 'aria-describedby': alertId } : {}

  return (
    <section aria-labelledby={`${form.id}-heading`} className="mb-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${form.id}-heading`} className="mb-4 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={alertId} errors={[...messages, ...(form.errors ?? [])]} result={lastResult} />
        <Field
          label={postFormCopy.title}
          inputProps={{
            ...getInputProps(fields.title, { type: 'text', ariaAttributes: false }),
            ...invalidProps(fields.title.errors),
            // Without JavaScript the server's message should show, not the browser's bubble.
            required: undefined,
            'aria-required': true,
          }}
        />
        <TextareaField
          label={postFormCopy.excerpt}
          hint={postFormCopy.excerptHint}
          errors={fields.excerpt.errors}
          inputProps={{ ...getTextareaProps(fields.excerpt), rows: 2 }}
        />
        <TextareaField
          label={postFormCopy.content}
          inputProps={{
            ...getTextareaProps(fields.content, { ariaAttributes: false }),
            ...invalidProps(fields.content.errors),
            required: undefined,
            'aria-required': true,
            rows: 8,
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <StatusButton pendingLabel={postFormCopy.pending} className="w-auto! rounded-full! px-6">
            {submitLabel}
          </StatusButton>
          <Link to={cancelTo} className={buttonClass('outline', 'md')}>
            {postFormCopy.cancel}
          </Link>
        </div>
      </Form>
    </section>
  )
}
