import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { toolCategories } from '../schema/tools'
import { analysisCategories } from '../schema/workflows'
import { SEED_KIND, type SeedTable, seedRows } from './seeded-content'

/** AnalysisCategory (spec 02 §3): the catalogue's tabs all, microbiome, DNA, RNA. */
export const SEEDED_ANALYSIS_CATEGORIES = [
  { id: 1, name: '微生物组', nameEn: 'Microbiome', sort: 1 },
  { id: 2, name: 'DNA', nameEn: 'DNA', sort: 2 },
  { id: 3, name: 'RNA', nameEn: 'RNA', sort: 3 },
]

export const SEEDED_TOOL_CATEGORIES = [
  { code: 'chart', name: '统计图表', nameEn: 'Charts', sort: 1 },
  { code: 'microbiome', name: '微生物组分析', nameEn: 'Microbiome analysis', sort: 2 },
  { code: 'statistics', name: '统计分析', nameEn: 'Statistics', sort: 3 },
  { code: 'sequence', name: '序列工具', nameEn: 'Sequence tools', sort: 4 },
  { code: 'transcriptome', name: '转录组分析', nameEn: 'Transcriptome analysis', sort: 5 },
]

/** What staff own of a category: its names and place. Its code (or fixed id) is what code refers to it by. */
interface CategoryContent {
  name: string
  nameEn: string
  sort: number
}

// Earlier releases inserted missing categories at every start, so one not found is new, never deleted.
const toolCategoryTable: SeedTable<CategoryContent> = {
  kind: SEED_KIND.toolCategory,
  async read(tx, rowIds) {
    const rows = await tx
      .select({
        id: toolCategories.id,
        name: toolCategories.name,
        nameEn: toolCategories.nameEn,
        sort: toolCategories.sort,
      })
      .from(toolCategories)
      .where(inArray(toolCategories.id, rowIds))
    return new Map(rows.map(({ id, ...content }) => [id, content]))
  },
  async insert(tx, { key, content }) {
    const [row] = await tx
      .insert(toolCategories)
      .values({ code: key, ...content })
      .onConflictDoNothing({ target: toolCategories.code })
      .returning({ id: toolCategories.id })
    return row?.id
  },
  async write(tx, rowId, content) {
    await tx
      .update(toolCategories)
      .set({ ...content, updatedAt: sql`now()` })
      .where(eq(toolCategories.id, rowId))
  },
  async findUnrecorded(tx, { key }) {
    const [row] = await tx.select({ id: toolCategories.id }).from(toolCategories).where(eq(toolCategories.code, key))
    return row?.id
  },
}

const analysisCategoryTable: SeedTable<CategoryContent> = {
  kind: SEED_KIND.analysisCategory,
  async read(tx, rowIds) {
    const rows = await tx
      .select({
        id: analysisCategories.id,
        name: analysisCategories.name,
        nameEn: analysisCategories.nameEn,
        sort: analysisCategories.sort,
      })
      .from(analysisCategories)
      .where(inArray(analysisCategories.id, rowIds))
    return new Map(rows.map(({ id, ...content }) => [id, content]))
  },
  // The ids are fixed: workflows' categories (ANALYSIS_CATEGORY) name them.
  async insert(tx, { key, content }) {
    const [row] = await tx
      .insert(analysisCategories)
      .values({ id: Number(key), ...content })
      .onConflictDoNothing()
      .returning({ id: analysisCategories.id })
    return row?.id
  },
  async write(tx, rowId, content) {
    await tx
      .update(analysisCategories)
      .set({ ...content, updatedAt: sql`now()` })
      .where(eq(analysisCategories.id, rowId))
  },
  async findUnrecorded(tx, { key }) {
    const [row] = await tx
      .select({ id: analysisCategories.id })
      .from(analysisCategories)
      .where(eq(analysisCategories.id, Number(key)))
    return row?.id
  },
}

/** The analysis and tool categories: inserted once, following later releases while staff have not edited them. */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedRows(
      tx,
      analysisCategoryTable,
      SEEDED_ANALYSIS_CATEGORIES.map(({ id, ...content }) => ({ key: String(id), content })),
    )
    await seedRows(
      tx,
      toolCategoryTable,
      SEEDED_TOOL_CATEGORIES.map(({ code, ...content }) => ({ key: code, content })),
    )
  })
}
