import { StatusPage } from '~/components/status-page'

export async function loader() {
  throw new Response('Not found', { status: 404 })
}

export default function NotFoundPage() {
  return <StatusPage status={404} messageKey="errors.notFound" />
}

export function ErrorBoundary() {
  return <StatusPage status={404} messageKey="errors.notFound" />
}
