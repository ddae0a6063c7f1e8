import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  addGroup,
  addSamples,
  applyRename,
  carriedComparisons,
  compareSolutionSaveErrors,
  deleteGroup,
  groupNameError,
  groupNameMaps,
  groupSolutionNameError,
  groupSolutionSaveErrors,
  matchesPoolFilter,
  poolSamples,
  removeSamples,
  shownGroupName,
  startRename,
  type CompareSolutionDraft,
  type GroupSolutionDraft,
  type SolutionMessage,
} from './group-solution-rules'

/*
 * Every rule of spec 03 §5 for group and compare solutions, read as the user reads it: the zh text
 * the key stands for is the spec's own wording, copied here from the spec, not from the locale file.
 */
const zh = JSON.parse(readFileSync('public/locales/zh/common.json', 'utf8')).solutions
function shown(message: SolutionMessage | null | undefined): string | null {
  if (!message) return null
  const text = message.key.split('.').reduce((node: Record<string, unknown>, part) => node[part] as never, {
    solutions: zh,
  } as Record<string, unknown>) as unknown as string
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => message.values?.[name] ?? '')
}
const allShown = (messages: SolutionMessage[]) => messages.map(shown)

const SAMPLES = ['CL3', 'CC1', 'M31Fcsw', 'M11Fcsw', 'SV1', 'NP2']
const draft = (groups: GroupSolutionDraft['groups'], extra: Partial<GroupSolutionDraft> = {}): GroupSolutionDraft => ({
  solutionId: null,
  name: 'ByType',
  groups,
  selected: null,
  ...extra,
})
const group = (name: string, samples: string[], originalName: string | null = null) => ({
  name,
  samples,
  originalName,
  renaming: null,
})

describe('group solution name', () => {
  it('gives the spec messages for format, duplicate and the reserved name in any case', () => {
    expect(shown(groupSolutionNameError('1abc', []))).toBe(
      '新建的分组方案名称不符合规范。只能以字母、数字和中划线“-”组成, 并且以字母开头。',
    )
    expect(shown(groupSolutionNameError('a_b', []))).toContain('不符合规范')
    expect(shown(groupSolutionNameError('', []))).toContain('不符合规范')
    expect(shown(groupSolutionNameError('a'.repeat(21), []))).toContain('不符合规范')
    expect(shown(groupSolutionNameError('ByType', ['default', 'ByType']))).toBe('新建的分组方案名称已存在，不可重复。')
    expect(shown(groupSolutionNameError('DeFault', []))).toBe("新建的分组方案名称不可为'default'。")
    expect(groupSolutionNameError('a'.repeat(20), [])).toBeNull()
    expect(groupSolutionNameError('Soil-vs-2', ['default'])).toBeNull()
  })
})

describe('group names', () => {
  it('checks length 1-20, the character rule and duplicates', () => {
    expect(shown(groupNameError('', []))).toBe('新建的分组名称长度应在1-20之间。')
    expect(shown(groupNameError('x'.repeat(21), []))).toBe('新建的分组名称长度应在1-20之间。')
    expect(shown(groupNameError('Sediment (estuary)', []))).toMatch(/^新建的分组名称不符合规范/)
    expect(shown(groupNameError('Soil', ['Soil']))).toBe('新建的分组名称已存在。')
    expect(groupNameError('Soil-2', [])).toBeNull()
  })

  it('refuses a group name that does not start with a letter (spec 03 §5: the same character rule)', () => {
    for (const name of ['1bad', '2-Soil', '-Soil'])
      expect(shown(groupNameError(name, []))).toBe(
        '新建的分组名称不符合规范。只能以字母、数字和中划线“-”组成, 并且以字母开头。',
      )
    expect(shown(addGroup(draft([]), '1bad').error)).toMatch(/并且以字母开头/)
    expect(allShown(groupSolutionSaveErrors(draft([group('1bad', ['CL3'])]), [], new Set(SAMPLES)))).toEqual([
      '分组“1bad”的名称不符合规范：长度应在1-20之间，只能包含数字、字母和中划线“-”，并且以字母开头。',
    ])
  })

  it('adds a group (trimmed) and selects it; refuses an invalid one and keeps the draft', () => {
    const added = addGroup(draft([group('Soil', ['CL3'])]), ' Feces ')
    expect(added.error).toBeNull()
    expect(added.draft.groups.map((entry) => entry.name)).toEqual(['Soil', 'Feces'])
    expect(added.draft.selected).toBe(1)
    const refused = addGroup(added.draft, 'Soil')
    expect(shown(refused.error)).toBe('新建的分组名称已存在。')
    expect(refused.draft).toBe(added.draft)
  })

  it('keeps an invalid rename open with what was typed; a valid one closes it', () => {
    const opened = startRename(draft([group('Soil', ['CL3']), group('Feces', ['M31Fcsw'])]), 0)
    expect(opened.groups[0].renaming).toBe('Soil')
    const invalid = applyRename(opened, 0, 'Soil land')
    expect(shown(invalid.error)).toMatch(/^新建的分组名称不符合规范/)
    expect(invalid.draft.groups[0]).toMatchObject({ name: 'Soil', renaming: 'Soil land' })
    expect(shown(applyRename(opened, 0, 'Feces').error)).toBe('新建的分组名称已存在。')
    const renamed = applyRename(opened, 0, 'Soil-land')
    expect(renamed.draft.groups[0]).toMatchObject({ name: 'Soil-land', renaming: null })
  })
})

describe('moving samples', () => {
  it('asks for a group first, refuses a sample already in the group or in another one, moves otherwise', () => {
    const start = draft([group('Soil', ['CL3']), group('Feces', [])])
    expect(shown(addSamples(start, ['CC1']).error)).toBe('请先选择分组')
    const soil = { ...start, selected: 0 }
    expect(shown(addSamples(soil, ['CL3']).error)).toBe('样品已在当前分组中（CL3）')
    expect(shown(addSamples({ ...start, selected: 1 }, ['CL3']).error)).toBe('样品已存在。（CL3）')
    const moved = addSamples(soil, ['CC1']).draft
    expect(moved.groups[0].samples).toEqual(['CL3', 'CC1'])
    expect(poolSamples(moved, SAMPLES)).toEqual(['M31Fcsw', 'M11Fcsw', 'SV1', 'NP2'])
    expect(poolSamples(removeSamples(moved, 0, ['CL3']), SAMPLES)).toContain('CL3')
  })

  it('returns a deleted group’s samples to the pool and keeps the selection on the same group', () => {
    const start = draft([group('Soil', ['CL3']), group('Feces', ['M31Fcsw']), group('Ocean', ['SV1'])], { selected: 2 })
    const after = deleteGroup(start, 0)
    expect(after.groups.map((entry) => entry.name)).toEqual(['Feces', 'Ocean'])
    expect(after.selected).toBe(1)
    expect(poolSamples(after, SAMPLES)).toContain('CL3')
  })

  it('filters the pool by a case-insensitive substring', () => {
    expect(SAMPLES.filter((sample) => matchesPoolFilter(sample, 'fcs'))).toEqual(['M31Fcsw', 'M11Fcsw'])
    expect(SAMPLES.filter((sample) => matchesPoolFilter(sample, ' '))).toEqual(SAMPLES)
  })
})

describe('saving a group solution', () => {
  const project = new Set(SAMPLES)
  it('lists every reason the save is refused, with the spec messages', () => {
    expect(allShown(groupSolutionSaveErrors(draft([]), [], project))).toEqual(['新建的分组方案的组不能为空。'])
    const pending = startRename(draft([group('Soil', ['CL3'])]), 0)
    expect(allShown(groupSolutionSaveErrors(pending, [], project))).toEqual([
      '当前分组方案中有正在编辑的分组，请先保存或取消编辑。',
    ])
    expect(
      allShown(groupSolutionSaveErrors(draft([group('Soil', ['CL3']), group('Soil', ['CC1'])]), [], project)),
    ).toEqual(['分组名称必须唯一，请检查分组名称是否重复。'])
    expect(allShown(groupSolutionSaveErrors(draft([group('Soil', ['CL3']), group('Feces', [])]), [], project))).toEqual(
      ['分组Feces的样品不能为空，请删除该分组或者添加样品。'],
    )
    expect(
      allShown(
        groupSolutionSaveErrors(draft([group('Sediment (estuary)', ['CL3']), group('Soil', ['CC1'])]), [], project),
      ),
    ).toEqual([
      '分组“Sediment (estuary)”的名称不符合规范：长度应在1-20之间，只能包含数字、字母和中划线“-”，并且以字母开头。',
    ])
    expect(allShown(groupSolutionSaveErrors(draft([group('Soil', ['CL3', 'XX9'])]), [], project))).toEqual([
      '以下样品不属于本项目：XX9',
    ])
    expect(
      allShown(groupSolutionSaveErrors(draft([group('Soil', ['CL3'])], { name: 'default' }), [], project)),
    ).toEqual(["新建的分组方案名称不可为'default'。"])
    expect(
      groupSolutionSaveErrors(draft([group('Soil', ['CL3']), group('Feces', ['M31Fcsw'])]), ['default'], project),
    ).toEqual([])
  })
})

describe('compare solutions', () => {
  const groups = [
    { name: 'Soil', samples: ['CL3', 'CC1'] },
    { name: 'Feces', samples: ['M31Fcsw', 'CC1'] },
    { name: 'Ocean', samples: ['SV1'] },
  ]
  const compare = (rows: CompareSolutionDraft['rows'], name = 'SoilVsOcean'): CompareSolutionDraft => ({
    compareId: null,
    name,
    rows,
  })
  const errors = (draftValue: CompareSolutionDraft, others: string[] = []) =>
    allShown(compareSolutionSaveErrors(draftValue, others, groups))

  it('checks the name: format, reserved, unique within the group solution', () => {
    const row = { kind: 'pair' as const, control: 'Soil', treatment: 'Ocean' }
    expect(errors(compare([row], '9x'))).toEqual(['新建的分组比较方案名称不符合规范。'])
    expect(errors(compare([row], 'DEFAULT'))).toEqual(["新建的分组比较方案名称不可为'default'。"])
    expect(errors(compare([row]), ['SoilVsOcean'])).toEqual(['同一分组方案下的比较方案名不可重复。'])
    expect(errors(compare([row]))).toEqual([])
  })

  it('checks the rows of both variants', () => {
    expect(errors(compare([]))).toEqual(['当前比较分组不能为空'])
    expect(errors(compare([{ kind: 'multi', groups: ['Soil'] }]))).toEqual(['每个比较分组至少包含2个组。'])
    expect(
      errors(
        compare([
          { kind: 'multi', groups: ['Soil', 'Ocean', 'Feces'] },
          { kind: 'multi', groups: ['Ocean', 'Feces', 'Soil'] },
        ]),
      ),
    ).toEqual(['比较分组不能重复。'])
    expect(errors(compare([{ kind: 'pair', control: 'Soil', treatment: '' }]))).toEqual(['对照组和处理组都不能为空'])
    expect(errors(compare([{ kind: 'pair', control: 'Soil', treatment: 'Soil' }]))).toEqual(['对照组和处理组不能相同'])
    expect(errors(compare([{ kind: 'pair', control: 'Soil', treatment: 'Feces' }]))).toEqual([
      '对照组和处理组有重复样品：CC1',
    ])
    const pair = { kind: 'pair' as const, control: 'Soil', treatment: 'Ocean' }
    expect(errors(compare([pair, { ...pair }]))).toEqual(['比较分组不能重复。'])
    // The reverse pair is another comparison (control and treatment swap).
    expect(errors(compare([pair, { kind: 'pair', control: 'Ocean', treatment: 'Soil' }]))).toEqual([])
    expect(errors(compare([{ kind: 'pair', control: 'Soil', treatment: 'Mars' }]))).toEqual([
      '分组方案中没有这些分组：Mars',
    ])
  })

  it('refuses the same two groups as a pair row and as a multi-group row, in either order', () => {
    const pair = { kind: 'pair' as const, control: 'Soil', treatment: 'Ocean' }
    const repeated = '比较分组不能重复：Ocean vs Soil 既是一组对照/处理比较，又是一个多组比较，请删除其中一行。'
    expect(errors(compare([pair, { kind: 'multi', groups: ['Soil', 'Ocean'] }]))).toEqual([repeated])
    expect(errors(compare([{ kind: 'multi', groups: ['Ocean', 'Soil'] }, pair]))).toEqual([repeated])
    // A multi-group row of three groups compares something else than any of its pairs.
    expect(errors(compare([pair, { kind: 'multi', groups: ['Soil', 'Ocean', 'Feces'] }]))).toEqual([])
  })
})

describe('carrying a save into the compare solutions', () => {
  it('renames through group_name_maps and drops the comparisons of deleted groups', () => {
    const groups = [group('Dirt', ['CL3'], 'Soil'), group('Ocean', ['SV1'], 'Ocean'), group('Soil', ['CC1'])]
    expect(groupNameMaps(groups)).toEqual([{ oldName: 'Soil', newName: 'Dirt' }])
    expect(
      carriedComparisons(
        [
          ['Soil', 'Ocean'],
          ['Feces', 'Ocean'],
          ['Ocean', 'Soil', 'Feces'],
        ],
        groups,
      ),
    ).toEqual([['Dirt', 'Ocean']])
  })
})

describe('shown names', () => {
  it('cuts names beyond 10 characters with an ellipsis', () => {
    expect(shownGroupName('Freshwater')).toBe('Freshwater')
    expect(shownGroupName('Freshwater-creek')).toBe('Freshwater…')
  })
})
