/**
 * A tool's cover, uploaded or generated (see `tool-cover-art.tsx`): an image whose URL carries its
 * version, so each browser downloads it once.
 */
export function ToolCover({
  coverUrl,
  className = '',
  lazy = false,
}: {
  coverUrl: string
  className?: string
  lazy?: boolean
}) {
  return (
    <img
      src={coverUrl}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={`h-full w-full object-cover ${className}`}
    />
  )
}
