/** Messages already in the reader's language (the server or the form schema translated them). */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null
  return (
    <ul id={id} className="mt-1.5 space-y-0.5 text-sm text-red-600" role="alert">
      {errors.map((error) => (
        <li key={error} className="flex gap-1.5">
          <span aria-hidden="true">•</span>
          <span>{error}</span>
        </li>
      ))}
    </ul>
  )
}
