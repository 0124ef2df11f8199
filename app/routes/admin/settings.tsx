import { data, useLocation } from 'react-router'

import { requireAdmin } from '~/.server/admin/admin.server'
import { saveSettings } from '~/.server/admin/admin-simulated.server'
import { admissionOf } from '~/.server/platform/admission.server'
import { parseSubmission, readFormData } from '~/.server/platform/submission.server'
import { redirectWithSuccess } from '~/.server/platform/toast.server'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { SettingsForm } from '~/components/admin/settings-form'
import { adminCopy, sampleSettings } from '~/content/admin'
import { pageTitle } from '~/content/site'
import { SettingsSchema } from '~/lib/admin-schemas'
import { m } from '~/paraglide/messages.js'

import type { Route } from './+types/settings'

const copy = adminCopy.settings

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(`${copy.title} - ${adminCopy.areaLabel}`) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAdmin(request)
  // Nothing is stored, so the form always starts from the sample settings.
  return data({ settings: { ...sampleSettings, siteDescription: m.site_tagline() } }, { headers })
}

export async function action({ request, context }: Route.ActionArgs) {
  const { headers } = await requireAdmin(request)
  const submission = parseSubmission(await readFormData(request), SettingsSchema)
  if (submission.status !== 'success') {
    // The API key is a secret: never echo it back into the page.
    return data({ result: submission.reply({ hideFields: ['apiKey'] }) }, { status: 400, headers })
  }
  await saveSettings(submission.value, { signal: request.signal, admission: admissionOf(context) }) // SIMULATED: stores nothing
  return redirectWithSuccess('/admin/settings', copy.savedToast, { headers })
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  // A fresh form after every navigation: after "Settings saved" it shows the (unchanged) sample
  // settings again and the typed API key is gone from the page; after a 400 it starts from the reply.
  const location = useLocation()
  return (
    <>
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      <SettingsForm key={location.key} defaults={loaderData.settings} lastResult={actionData?.result} />
    </>
  )
}
