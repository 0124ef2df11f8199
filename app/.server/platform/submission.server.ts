import { parseWithZod } from '@conform-to/zod/v4'
import type { $ZodType } from 'zod/v4/core'

/**
 * Every action reads its form through here. A body that is not a form (JSON, text, broken multipart)
 * is an empty form: the schema's messages and a 400, never a 500. Conform's reserved fields
 * (`__intent__`, `__state__`) only matter to intent buttons, which no form of this app has; posted
 * by hand they would make Conform throw, so they are dropped before parsing. The production server has
 * already bounded the body's size and field count (server/body.mjs).
 */

const RESERVED_FIELDS = new Set(['__intent__', '__state__'])

export async function readFormData(request: Request): Promise<FormData> {
  const formData = await request.formData().catch(() => new FormData())
  for (const name of new Set(formData.keys())) if (RESERVED_FIELDS.has(name)) formData.delete(name)
  return formData
}

/**
 * parseWithZod, which never throws: anything Conform cannot read is validated as an empty form. The
 * exception is logged first: a schema that throws for another reason (a broken message, a bug) shows
 * in the log as the error it is, not only as "Full name is required" on the page.
 */
export function parseSubmission<Schema extends $ZodType>(formData: FormData, schema: Schema) {
  try {
    return parseWithZod(formData, { schema })
  } catch (error) {
    console.error(
      JSON.stringify({
        type: 'form_parse_failed',
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack?.split('\n').slice(0, 4).join(' | ') : undefined,
      }),
    )
    return parseWithZod(new FormData(), { schema })
  }
}
