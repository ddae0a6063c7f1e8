import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ToolCoverArt } from '~/components/tools/tool-cover-art'

export interface ToolCoverSource {
  id: number
  /** Storage key of an uploaded cover, or null for generated art. */
  cover: string | null
  categoryCode: string | null
  title: string
  titleEn: string
  updatedAt: Date
}

/** Raise when the generated art's drawing changes, so browsers fetch the new pictures. */
const COVER_ART_EDITION = 2

function artTitle(tool: ToolCoverSource): string {
  return tool.titleEn || tool.title
}

/**
 * Changes whenever the picture may: generated art with what it is drawn from, an uploaded cover
 * with its key and the tool's last edit (a new upload may reuse the key).
 */
export function toolCoverVersion(tool: ToolCoverSource): string {
  const basis = tool.cover
    ? `upload:${tool.cover}:${tool.updatedAt.toISOString()}`
    : `art:${COVER_ART_EDITION}:${tool.categoryCode ?? ''}:${artTitle(tool)}`
  return createHash('sha256').update(basis).digest('base64url').slice(0, 16)
}

export function toolCoverUrl(tool: ToolCoverSource): string {
  return `/resources/tool-cover/${tool.id}?v=${toolCoverVersion(tool)}`
}

export function toolCoverArtSvg(tool: ToolCoverSource): string {
  return renderToStaticMarkup(
    createElement(ToolCoverArt, { toolId: tool.id, categoryCode: tool.categoryCode, title: artTitle(tool) }),
  )
}
