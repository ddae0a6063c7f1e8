import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { env } from '#core/env'
import { ResumableUpload } from '~/components/files/resumable-upload'
import { PlannedPage } from '~/components/planned-page'
import { requireRouteAccess } from '~/utils/access.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'user')
  return json({ resumableUploadMaxMb: env().RESUMABLE_UPLOAD_MAX_MB })
}

export default function MyFilesPage() {
  const { resumableUploadMaxMb } = useLoaderData<typeof loader>()
  return (
    <>
      <PlannedPage page="myFiles" />
      <div className="p-4">
        <ResumableUpload folder="" maxMb={resumableUploadMaxMb} />
      </div>
    </>
  )
}
