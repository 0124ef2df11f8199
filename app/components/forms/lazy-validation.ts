import { parse, type Submission } from '@conform-to/react'
import { useCallback, useEffect, useState } from 'react'

import { takeLeftFields } from '~/lib/first-interaction'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySubmission = Submission<any, string[], any>

/**
 * Conform's `onValidate`, with the Zod validator loaded by a dynamic import once the form is
 * hydrated (for a lazy island, that is after the visitor's first interaction). Zod and Conform's Zod
 * integration (~25 KB gzip) thus stay off every form page's critical path (docs/decisions/005 and
 * 008). Until the validator arrives, submissions go to the server, which validates with the same
 * schema; fields the visitor left meanwhile are validated as soon as it arrives, as if just left.
 */
export function useLazyValidation<S extends AnySubmission>(load: () => Promise<(formData: FormData) => S>) {
  const [validate, setValidate] = useState<((formData: FormData) => S) | null>(null)
  useEffect(() => {
    let live = true
    // Zod is told not to compile validators with eval (forbidden by the CSP) before its first use.
    Promise.all([import('~/lib/zod-jitless'), load()])
      .then(([, fn]) => live && setValidate(() => fn))
      .catch((error: unknown) => console.warn('Form validation failed to load; the server still validates', error))
    return () => {
      live = false
    }
    // The loader is a module import: it never changes for a form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // Once the validator is here, Conform validates the fields left before it was (Conform validates a
  // field when it sees it lose focus; it listens for focusout on the document).
  useEffect(() => {
    if (!validate) return
    for (const field of takeLeftFields()) {
      if (field !== document.activeElement) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    }
  }, [validate])
  const onValidate = useCallback(
    ({ formData }: { formData: FormData }): S =>
      validate ? validate(formData) : (parse(formData, { resolve: () => ({ value: {} }) }) as S),
    [validate],
  )
  return { onValidate, ready: validate !== null }
}
