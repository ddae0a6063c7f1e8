import { z } from 'zod'
import { idParam, optional, pageParam, textParam } from '../request-input.server'

/** `?group=&item=&task=&run=&solution=` open a part of the project; `table` and `page` page a result table. */
export const projectPageQuery = z.object({
  group: optional(idParam),
  item: optional(idParam),
  task: optional(idParam),
  run: optional(idParam),
  solution: optional(idParam),
  table: optional(textParam()),
  page: optional(pageParam),
})

export type ProjectPageQuery = z.output<typeof projectPageQuery>
