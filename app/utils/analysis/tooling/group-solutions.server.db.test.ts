import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { compareSolutions, sampleGroupSolutions } from '#db/schema/project-tooling'
import { analysisBatches } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { userIdByEmail } from '#jobs/run-tool.fixtures'
import { insertAnalysisProject } from '../../../../tests/fixtures/analysis-projects'
import type { SessionUser } from '../../auth.server'
import { handleSolutionsAction, type SolutionsActionData } from '~/panels/global-dataset/solutions-actions.server'
import { solutionDownload } from './solution-downloads.server'
import { findViewableProject } from '../project-access.server'
import type { PanelContext } from '~/panels/contract'
import { loadGroupSolutions } from './project-samples.server'
import { loadSolutionsTab } from '~/panels/global-dataset/solutions-tab.server'

/*
 * The sample groups tab's writes, through the action the project page dispatches to: the rows a save
 * writes (and the compare solutions that follow a rename), what a refused save answers, who may
 * write, and the downloads. The fixture project's samples are S1, S2 (Soil) and S3 (Feces).
 */

let customer: SessionUser
let stranger: SessionUser
let analysisId: string
let defaultId: number

const BACK = (id: string) => `/analysis-project/${id}?group=7&tab=groups`

function post(entries: Record<string, string | string[]>, user = customer, id = analysisId) {
  const form = new FormData()
  for (const [key, value] of Object.entries(entries))
    for (const entry of Array.isArray(value) ? value : [value]) form.append(key, entry)
  const request = new Request(`http://localhost${BACK(id)}`, { method: 'POST' })
  return handleSolutionsAction({
    request,
    analysisId: id,
    user,
    form,
    intent: String(entries.intent),
    backTo: BACK(id),
  })
}

/** The group editor's answer to a round trip (a draft op, or a refused save). */
async function editorAnswer(response: Response | Promise<Response>) {
  return (await (await response).json()) as Extract<SolutionsActionData, { editor: 'group' }>
}

const draftOf = (
  groups: { name: string; samples: string[]; originalName?: string | null }[],
  solutionId: number | null = null,
) =>
  JSON.stringify({
    solutionId,
    groups: groups.map((group) => ({ originalName: null, renaming: null, ...group })),
  })

async function solutionNamed(name: string) {
  return (await loadGroupSolutions(analysisId)).find((solution) => solution.name === name)
}

beforeAll(async () => {
  customer = { id: await userIdByEmail('customer@example.com'), permissions: [] } as unknown as SessionUser
  const [other] = await getDb()
    .insert(users)
    .values({ email: 'solutions-stranger@example.com' })
    .returning({ id: users.id })
  stranger = { id: other.id, permissions: [] } as unknown as SessionUser
  analysisId = (await insertAnalysisProject({ customerId: customer.id })).analysisId
  const [solution] = await getDb()
    .insert(sampleGroupSolutions)
    .values({
      analysisId,
      solutionName: 'default',
      isDefault: true,
      groups: [
        { name: 'Soil', samples: ['S1', 'S2'] },
        { name: 'Feces', samples: ['S3'] },
      ],
    })
    .returning({ id: sampleGroupSolutions.id })
  defaultId = solution.id
})

describe('adding and editing a group solution', () => {
  it('refuses an invalid draft with the messages and the draft as typed, writing nothing', async () => {
    const response = await post({
      intent: 'solutions.group',
      op: 'save',
      name: 'default',
      draft: draftOf([{ name: 'Soil', samples: [] }]),
    })
    expect(response.status).toBe(400)
    const body = await editorAnswer(response)
    expect(body.messages.map((entry) => entry.key)).toEqual([
      'solutions.errors.solutionNameReserved',
      'solutions.errors.groupEmpty',
    ])
    expect(body.draft.groups[0].name).toBe('Soil')
    expect(await loadGroupSolutions(analysisId)).toHaveLength(1)
  })

  it('round-trips the no-JavaScript editor: add a group, check samples into it, save; then selects it', async () => {
    const added = await editorAnswer(
      post({ intent: 'solutions.group', op: 'addGroup', name: 'ByHand', newGroup: 'Dirt', draft: draftOf([]) }),
    )
    expect(added.draft.groups).toEqual([{ name: 'Dirt', originalName: null, samples: [], renaming: null }])
    expect(added.draft.selected).toBe(0)
    const moved = await editorAnswer(
      post({
        intent: 'solutions.group',
        op: 'addSamples',
        name: 'ByHand',
        selected: '0',
        poolSample: ['S1', 'S2'],
        draft: JSON.stringify(added.draft),
      }),
    )
    expect(moved.draft.groups[0].samples).toEqual(['S1', 'S2'])
    const withGut = addGroupTo(moved.draft, 'Gut', ['S3'])
    const saved = await post({ intent: 'solutions.group', op: 'save', name: 'ByHand', draft: JSON.stringify(withGut) })
    expect(saved.status).toBe(302)
    const solution = await solutionNamed('ByHand')
    expect(solution?.groups).toEqual([
      { name: 'Dirt', samples: ['S1', 'S2'] },
      { name: 'Gut', samples: ['S3'] },
    ])
    expect(saved.headers.get('Location')).toBe(
      `/analysis-project/${analysisId}?group=7&tab=groups&solution=${solution?.id}`,
    )
  })

  it('carries a rename into the compare solutions and drops the comparisons of a deleted group, in one save', async () => {
    const solution = (await solutionNamed('ByHand'))!
    await getDb()
      .insert(sampleGroupSolutions)
      .values({ analysisId, solutionName: 'Scratch', groups: [{ name: 'A', samples: ['S1'] }] })
    const compared = await post({
      intent: 'solutions.compare',
      op: 'save',
      solutionId: String(solution.id),
      compareId: '',
      name: 'DirtVsGut',
      rowCount: '1',
      'kind-0': 'pair',
      'control-0': 'Dirt',
      'treatment-0': 'Gut',
    })
    expect(compared.status).toBe(302)
    const bothWays = {
      intent: 'solutions.compare',
      op: 'save',
      solutionId: String(solution.id),
      compareId: '',
      name: 'GutVsDirt',
      rowCount: '2',
      'kind-0': 'pair',
      'control-0': 'Gut',
      'treatment-0': 'Dirt',
    }
    // The same two groups as a pair row and as a multi-group row: one comparison twice, refused.
    const twice = await post({ ...bothWays, 'kind-1': 'multi', 'groups-1': ['Dirt', 'Gut'] })
    expect((await twice.json()).messages).toEqual([
      { key: 'solutions.errors.comparisonPairAndMulti', values: { groups: 'Dirt vs Gut' } },
    ])
    const gutOnly = await post({ ...bothWays, 'kind-1': 'pair', 'control-1': 'Dirt', 'treatment-1': 'Gut' })
    expect(gutOnly.status).toBe(302)

    // Rename Dirt to Soil-1: the comparisons follow.
    const renamed = await post({
      intent: 'solutions.group',
      op: 'save',
      name: 'ByHand2',
      draft: draftOf(
        [
          { name: 'Soil-1', originalName: 'Dirt', samples: ['S1', 'S2'] },
          { name: 'Gut', originalName: 'Gut', samples: ['S3'] },
        ],
        solution.id,
      ),
    })
    expect(renamed.status).toBe(302)
    const compares = () =>
      getDb()
        .select({ name: compareSolutions.solutionName, groups: compareSolutions.groups })
        .from(compareSolutions)
        .where(eq(compareSolutions.groupSolutionId, solution.id))
        .orderBy(asc(compareSolutions.id))
    expect(await compares()).toEqual([
      { name: 'DirtVsGut', groups: [['Soil-1', 'Gut']] },
      {
        name: 'GutVsDirt',
        groups: [
          ['Gut', 'Soil-1'],
          ['Soil-1', 'Gut'],
        ],
      },
    ])
    expect((await solutionNamed('ByHand2'))?.groups.map((group) => group.name)).toEqual(['Soil-1', 'Gut'])

    // Delete Gut (its samples go to a new group): every comparison named it, so both compare solutions go.
    await post({
      intent: 'solutions.group',
      op: 'save',
      name: 'ByHand2',
      draft: draftOf(
        [
          { name: 'Soil-1', originalName: 'Soil-1', samples: ['S1', 'S2'] },
          { name: 'Gut', samples: ['S3'] },
        ],
        solution.id,
      ),
    })
    expect(await compares()).toEqual([])
  })

  it('refuses a duplicate name, and never edits or deletes the default solution', async () => {
    const duplicate = await post({
      intent: 'solutions.group',
      op: 'save',
      name: 'ByHand2',
      draft: draftOf([{ name: 'X', samples: ['S1'] }]),
    })
    expect((await duplicate.json()).messages).toEqual([{ key: 'solutions.errors.solutionNameDuplicate' }])
    const edit = await post({
      intent: 'solutions.group',
      op: 'save',
      name: 'Renamed',
      draft: draftOf([{ name: 'X', samples: ['S1'] }], defaultId),
    })
    expect(edit.status).toBe(302)
    const deleted = await post({ intent: 'solutions.deleteGroup', solutionId: String(defaultId) })
    expect(deleted.status).toBe(302)
    expect((await solutionNamed('default'))?.groups).toHaveLength(2)
  })
})

describe('deleting and downloading', () => {
  it('deletes a solution and lands on the first one', async () => {
    const scratch = (await solutionNamed('Scratch'))!
    const response = await post({ intent: 'solutions.deleteGroup', solutionId: String(scratch.id) })
    expect(response.headers.get('Location')).toBe(
      `/analysis-project/${analysisId}?group=7&tab=groups&solution=${defaultId}`,
    )
    expect(await solutionNamed('Scratch')).toBeUndefined()
  })

  it('writes the sample and the compare files with the solution names', async () => {
    const solution = (await solutionNamed('ByHand2'))!
    expect(await solutionDownload(analysisId, 'samples', solution.id)).toEqual({
      name: 'ByHand2_sample_solution.txt',
      text: 'sample\tgroup\nS1\tSoil-1\nS2\tSoil-1\nS3\tGut\n',
    })
    await post({
      intent: 'solutions.compare',
      op: 'save',
      solutionId: String(solution.id),
      compareId: '',
      name: 'Pair',
      rowCount: '1',
      'kind-0': 'pair',
      'control-0': 'Gut',
      'treatment-0': 'Soil-1',
    })
    const [compare] = (await solutionNamed('ByHand2'))!.compareSolutions
    expect(await solutionDownload(analysisId, 'comparisons', compare.id)).toEqual({
      name: 'Pair_group_compare_solution.txt',
      text: 'Gut\tSoil-1\n',
    })
    // Another project's id names nothing.
    expect(await solutionDownload('A0000000OTHER', 'samples', solution.id)).toBeNull()
  })
})

describe('the tab', () => {
  async function tab(query: string) {
    const project = (await findViewableProject(analysisId, customer))!
    const request = new Request(`http://localhost${BACK(analysisId)}${query}`)
    return loadSolutionsTab({ project, request } as PanelContext)
  }

  it('chooses the default solution first, opens the editor the URL names, and answers 400 to a bad query', async () => {
    const first = await tab('')
    expect(first.chosenId).toBe(defaultId)
    expect(first.samples).toEqual(['S1', 'S2', 'S3'])
    expect(first.editor).toBeNull()
    expect((await tab('&edit=new')).editor?.draft).toEqual({ solutionId: null, name: '', groups: [], selected: null })
    // The default solution never opens in the editor.
    expect((await tab(`&edit=${defaultId}`)).editor).toBeNull()
    const byHand = (await solutionNamed('ByHand2'))!
    const edited = await tab(`&solution=${byHand.id}&edit=${byHand.id}`)
    expect(edited.chosenId).toBe(byHand.id)
    expect(edited.editor?.draft.groups.map((group) => [group.name, group.originalName])).toEqual([
      ['Soil-1', 'Soil-1'],
      ['Gut', 'Gut'],
    ])
    await expect(tab('&edit=everything')).rejects.toMatchObject({ status: 400 })
    await expect(tab('&solution=-1')).rejects.toMatchObject({ status: 400 })
  })
})

describe('who may write', () => {
  it('answers 404 to another customer and 403 on an expired project', async () => {
    await expect(
      post({ intent: 'solutions.deleteGroup', solutionId: String(defaultId) }, stranger),
    ).rejects.toMatchObject({
      status: 404,
    })
    await getDb()
      .update(analysisBatches)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(analysisBatches.id, analysisId))
    const refused = await post({ intent: 'solutions.group', op: 'save', name: 'Late', draft: draftOf([]) })
    expect(refused.status).toBe(403)
    expect((await refused.json()).messages).toEqual([{ key: 'solutions.errors.readOnly' }])
  })
})

function addGroupTo(draft: { groups: unknown[] }, name: string, samples: string[]) {
  return { ...draft, groups: [...draft.groups, { name, samples, originalName: null, renaming: null }] }
}
