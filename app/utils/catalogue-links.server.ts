import { asc, isNull } from 'drizzle-orm'
import { getDb } from '#db/client'
import { toolCategories } from '#db/schema/tools'
import { analysisCategories } from '#db/schema/workflows'
import { cachedCatalogue } from './catalogue-cache.server'

/** Top-level catalogue categories for links into the tool and analysis lists. */
export function catalogueCategories() {
  return cachedCatalogue('home-categories', queryCatalogueCategories)
}

async function queryCatalogueCategories() {
  const db = getDb()
  const [tools, analyses] = await Promise.all([
    db
      .select({ code: toolCategories.code, name: toolCategories.name, nameEn: toolCategories.nameEn })
      .from(toolCategories)
      .where(isNull(toolCategories.parentId))
      .orderBy(asc(toolCategories.sort)),
    db
      .select({ id: analysisCategories.id, name: analysisCategories.name, nameEn: analysisCategories.nameEn })
      .from(analysisCategories)
      .orderBy(asc(analysisCategories.sort)),
  ])
  return {
    toolCategories: tools,
    analysisCategories: analyses.map((category) => ({ ...category, code: String(category.id) })),
  }
}
