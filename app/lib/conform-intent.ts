/**
 * Conform validates a field by submitting its form through a hidden button with this name (an
 * "intent"): such a submission is a check in the browser, never a post.
 */
const CONFORM_INTENT = '__intent__'

export function isConformIntent(submitter: Element | null | undefined): boolean {
  return submitter?.getAttribute('name') === CONFORM_INTENT
}
