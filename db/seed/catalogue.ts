import type { Database } from '../client'
import { toolCategories } from '../schema/tools'
import { analysisCategories } from '../schema/workflows'

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
]

export async function seedCatalogue(db: Database): Promise<void> {
  await db.insert(analysisCategories).values(SEEDED_ANALYSIS_CATEGORIES).onConflictDoNothing()
  await db.insert(toolCategories).values(SEEDED_TOOL_CATEGORIES).onConflictDoNothing({ target: toolCategories.code })
}
