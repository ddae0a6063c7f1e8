import { describe, expect, it } from 'vitest'
import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { qcPanel } from './qc/index.server'
import { PANEL_VIEWS, panelViewFor } from './registry'
import { PANELS, panelActionFor, panelFor } from './registry.server'

/** Group types of spec 02 §2.4: 1 overview … 8 global dataset, 999 none. */
const SPEC_GROUP_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 999]
const byCode = (a: number, b: number) => a - b

describe('the panel registry', () => {
  it('registers one panel, server half and browser half, for every group type code of the spec and core', () => {
    expect(Object.values(ANALYSIS_GROUP_TYPE).sort(byCode)).toEqual(SPEC_GROUP_TYPES)
    expect(PANELS.map((panel) => panel.groupType).sort(byCode)).toEqual(SPEC_GROUP_TYPES)
    expect(PANEL_VIEWS.map((view) => view.groupType).sort(byCode)).toEqual(SPEC_GROUP_TYPES)
  })

  it("finds each group type's own panel, and the none panel for a code without one", () => {
    for (const code of SPEC_GROUP_TYPES) {
      expect(panelFor(code).groupType).toBe(code)
      expect(panelViewFor(code).groupType).toBe(code)
    }
    expect(panelFor(0).groupType).toBe(ANALYSIS_GROUP_TYPE.none)
    expect(panelViewFor(0).groupType).toBe(ANALYSIS_GROUP_TYPE.none)
  })

  it("gives each form's intent to one panel and leaves the page's own forms to the page", () => {
    const prefixes = PANELS.flatMap((panel) => Object.keys(panel.actions))
    expect(prefixes.sort()).toEqual(['filter', 'names', 'oca', 'qc', 'rerun', 'rerunItem', 'solutions'])
    expect(panelActionFor('qc.saveRule')).toBe(qcPanel.actions.qc)
    for (const intent of ['labels', 'comment', 'hideGuide', 'unknown.intent']) expect(panelActionFor(intent)).toBeNull()
  })
})
