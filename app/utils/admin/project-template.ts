import { ADDITIONAL_MODULE, ANALYSIS_GROUP_TYPE, CONDITION_OPERATOR } from '#core/workflows'

/*
 * The project template editor's draft (spec 02 §2.6, §3): the template as the form carries it,
 * every value a string as typed, so a re-rendered editor (an add, remove or move without
 * JavaScript, or a refused save) shows exactly what was typed. Shared by the page and the server.
 */

/** Group types in the order the editor offers them (spec 02 §2.4). */
export const GROUP_TYPES = [
  ANALYSIS_GROUP_TYPE.projectOverview,
  ANALYSIS_GROUP_TYPE.tools,
  ANALYSIS_GROUP_TYPE.richText,
  ANALYSIS_GROUP_TYPE.qc,
  ANALYSIS_GROUP_TYPE.oneClickAnalysis,
  ANALYSIS_GROUP_TYPE.appendix,
  ANALYSIS_GROUP_TYPE.reference,
  ANALYSIS_GROUP_TYPE.globalDataset,
  ANALYSIS_GROUP_TYPE.none,
] as const

/** Group types whose content is a rich text (zh and en). */
export const CONTENT_GROUP_TYPES: readonly number[] = [
  ANALYSIS_GROUP_TYPE.richText,
  ANALYSIS_GROUP_TYPE.appendix,
  ANALYSIS_GROUP_TYPE.reference,
]

/** Operators of the sample conditions: 1-3 can be chosen, 4-6 are shown disabled (spec 02 §5). */
export const CONDITION_OPERATORS = [
  { value: CONDITION_OPERATOR.none, enabled: true },
  { value: CONDITION_OPERATOR.greaterThan, enabled: true },
  { value: CONDITION_OPERATOR.equal, enabled: true },
  { value: CONDITION_OPERATOR.atLeast, enabled: true },
  { value: CONDITION_OPERATOR.lessThan, enabled: false },
  { value: CONDITION_OPERATOR.atMost, enabled: false },
  { value: CONDITION_OPERATOR.notEqual, enabled: false },
] as const

/** Each condition with the count it compares against. */
export const CONDITIONS = [
  { operator: 'condition1', count: 'sampleTotalNumber' },
  { operator: 'condition2', count: 'sampleInGroupNumber' },
  { operator: 'condition3', count: 'sampleCompareGroupNumber' },
] as const

export const ADDITIONAL_MODULES = [ADDITIONAL_MODULE.compareSolution, ADDITIONAL_MODULE.otu, ADDITIONAL_MODULE.asv]

/** Numeric limits of the template (spec 02 §5). */
export const TEMPLATE_LIMITS = { sortMin: 1, sortMax: 999, sampleCountMin: 1, sampleCountMax: 999 } as const

/** The yes/no settings of an item, in the order the editor shows them. */
export const ITEM_FLAGS = [
  'isActive',
  'hideCompareSolution',
  'onlyShow',
  'disableEdit',
  'disableDemo',
  'inQuickAnalysis',
  'isQuickRequired',
] as const
export type ItemFlag = (typeof ITEM_FLAGS)[number]

/** The yes/no settings of a group. */
export const GROUP_FLAGS = ['isActive', 'hideGroupName', 'inQuickAnalysis'] as const
export type GroupFlag = (typeof GROUP_FLAGS)[number]

export interface ItemDraft {
  /** The item's id as a string, or `new-<n>` for an item not saved yet; dependencies name items by it. */
  key: string
  analysisName: string
  analysisNameEn: string
  toolId: string
  sort: string
  /** The default run settings as JSON text (AnalysisRunSetting[]). */
  runSettings: string
  legendId: string
  condition1: string
  sampleTotalNumber: string
  condition2: string
  sampleInGroupNumber: string
  condition3: string
  sampleCompareGroupNumber: string
  dependencies: string[]
  affects: string[]
  flags: Record<ItemFlag, boolean>
}

export interface GroupDraft {
  key: string
  groupName: string
  groupNameEn: string
  groupType: string
  groupContentZh: string
  groupContentEn: string
  icon: string
  sort: string
  quickToolId: string
  quickParamsFormId: string
  additionalModules: string[]
  reportGroupIntroduction: string
  flags: Record<GroupFlag, boolean>
  items: ItemDraft[]
}

export interface TemplateDraft {
  groups: GroupDraft[]
  /** The number the next new group or item key takes. */
  nextKey: number
  showIds: boolean
}

/** Field errors by form field name, each an i18n key. */
export type TemplateErrors = Record<string, string[]>

export const groupField = (g: number, field: string) => `groups[${g}].${field}`
export const itemField = (g: number, i: number, field: string) => `groups[${g}].items[${i}].${field}`

export const isNewKey = (key: string) => key.startsWith('new-')

/** A new group as the editor adds it: sort after the last one. */
export function newGroup(key: string, sort: number): GroupDraft {
  return {
    key,
    groupName: '',
    groupNameEn: '',
    groupType: String(ANALYSIS_GROUP_TYPE.tools),
    groupContentZh: '',
    groupContentEn: '',
    icon: '',
    sort: String(Math.min(sort, TEMPLATE_LIMITS.sortMax)),
    quickToolId: '',
    quickParamsFormId: '',
    additionalModules: [],
    reportGroupIntroduction: '',
    flags: { isActive: true, hideGroupName: false, inQuickAnalysis: false },
    items: [],
  }
}

export function newItem(key: string, sort: number): ItemDraft {
  return {
    key,
    analysisName: '',
    analysisNameEn: '',
    toolId: '',
    sort: String(Math.min(sort, TEMPLATE_LIMITS.sortMax)),
    runSettings: '[]',
    legendId: '',
    condition1: '0',
    sampleTotalNumber: '0',
    condition2: '0',
    sampleInGroupNumber: '0',
    condition3: '0',
    sampleCompareGroupNumber: '0',
    dependencies: [],
    affects: [],
    flags: {
      isActive: true,
      hideCompareSolution: false,
      onlyShow: false,
      disableEdit: false,
      disableDemo: false,
      inQuickAnalysis: false,
      isQuickRequired: false,
    },
  }
}

/** What an editor button asks for; every one but `save` only changes the draft. */
export type TemplateIntent =
  | { kind: 'save'; confirmed: boolean }
  | { kind: 'toggleIds' }
  | { kind: 'addGroup' }
  | { kind: 'removeGroup'; group: number }
  | { kind: 'moveGroup'; group: number; by: -1 | 1 }
  | { kind: 'addItem'; group: number }
  | { kind: 'removeItem'; group: number; item: number }
  | { kind: 'moveItem'; group: number; item: number; by: -1 | 1 }

/** The value of an editor button's `intent` (see `parseIntent`). */
export const intentValue = {
  save: 'save',
  saveConfirmed: 'save-confirmed',
  toggleIds: 'toggle-ids',
  addGroup: 'add-group',
  removeGroup: (g: number) => `remove-group:${g}`,
  moveGroup: (g: number, by: -1 | 1) => `move-group:${g}:${by}`,
  addItem: (g: number) => `add-item:${g}`,
  removeItem: (g: number, i: number) => `remove-item:${g}:${i}`,
  moveItem: (g: number, i: number, by: -1 | 1) => `move-item:${g}:${i}:${by}`,
}

export function parseIntent(value: string): TemplateIntent | null {
  if (value === intentValue.save) return { kind: 'save', confirmed: false }
  if (value === intentValue.saveConfirmed) return { kind: 'save', confirmed: true }
  if (value === intentValue.toggleIds) return { kind: 'toggleIds' }
  if (value === intentValue.addGroup) return { kind: 'addGroup' }
  const [name, ...rest] = value.split(':')
  const numbers = rest.map((part) => (/^-?\d{1,4}$/.test(part) ? Number(part) : NaN))
  if (numbers.some(Number.isNaN)) return null
  const by = (n: number | undefined) => (n === 1 || n === -1 ? n : null)
  switch (name) {
    case 'remove-group':
      return numbers.length === 1 ? { kind: 'removeGroup', group: numbers[0] } : null
    case 'add-item':
      return numbers.length === 1 ? { kind: 'addItem', group: numbers[0] } : null
    case 'move-group': {
      const step = by(numbers[1])
      return numbers.length === 2 && step ? { kind: 'moveGroup', group: numbers[0], by: step } : null
    }
    case 'remove-item':
      return numbers.length === 2 ? { kind: 'removeItem', group: numbers[0], item: numbers[1] } : null
    case 'move-item': {
      const step = by(numbers[2])
      return numbers.length === 3 && step ? { kind: 'moveItem', group: numbers[0], item: numbers[1], by: step } : null
    }
    default:
      return null
  }
}

/**
 * Moves an entry one place and gives the list the sorts of its new order (1, 2, 3...), since the
 * template is shown and copied in sort order.
 */
function moved<T extends { sort: string }>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return list
  const next = [...list]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next.map((entry, position) => ({ ...entry, sort: String(position + 1) }))
}

const withoutKey = (keys: string[], removed: Set<string>) => keys.filter((key) => !removed.has(key))

/** The draft after an editing button (not save). Removing forgets the removed items in every dependency list. */
export function applyIntent(draft: TemplateDraft, intent: Exclude<TemplateIntent, { kind: 'save' }>): TemplateDraft {
  const groups = draft.groups
  const nextSort = (list: { sort: string }[]) =>
    list.reduce((max, entry) => Math.max(max, Number(entry.sort) || 0), 0) + 1
  const forget = (removed: Set<string>, list: GroupDraft[]) =>
    list.map((group) => ({
      ...group,
      items: group.items.map((item) => ({
        ...item,
        dependencies: withoutKey(item.dependencies, removed),
        affects: withoutKey(item.affects, removed),
      })),
    }))
  switch (intent.kind) {
    case 'toggleIds':
      return { ...draft, showIds: !draft.showIds }
    case 'addGroup':
      return {
        ...draft,
        groups: [...groups, newGroup(`new-${draft.nextKey}`, nextSort(groups))],
        nextKey: draft.nextKey + 1,
      }
    case 'removeGroup': {
      const group = groups[intent.group]
      if (!group) return draft
      const removed = new Set(group.items.map((item) => item.key))
      return { ...draft, groups: forget(removed, groups.toSpliced(intent.group, 1)) }
    }
    case 'moveGroup':
      return { ...draft, groups: moved(groups, intent.group, intent.by) }
    case 'addItem': {
      const group = groups[intent.group]
      if (!group) return draft
      const items = [...group.items, newItem(`new-${draft.nextKey}`, nextSort(group.items))]
      return { ...draft, groups: groups.with(intent.group, { ...group, items }), nextKey: draft.nextKey + 1 }
    }
    case 'removeItem': {
      const group = groups[intent.group]
      const item = group?.items[intent.item]
      if (!item) return draft
      const changed = groups.with(intent.group, { ...group, items: group.items.toSpliced(intent.item, 1) })
      return { ...draft, groups: forget(new Set([item.key]), changed) }
    }
    case 'moveItem': {
      const group = groups[intent.group]
      if (!group) return draft
      return {
        ...draft,
        groups: groups.with(intent.group, { ...group, items: moved(group.items, intent.item, intent.by) }),
      }
    }
  }
}
