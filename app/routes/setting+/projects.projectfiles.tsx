import type { LoaderFunctionArgs } from '@remix-run/node'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { loader as projectFilesLoader } from '../projects+/projectfiles'

/** The analysis data page, also reachable under the settings group (spec 01 routes): the same page behind menu:settings. */
export async function loader(args: LoaderFunctionArgs) {
  await requireRouteAccess(args.request, PERMISSIONS.settings)
  return projectFilesLoader(args)
}

export { default } from '../projects+/projectfiles'
