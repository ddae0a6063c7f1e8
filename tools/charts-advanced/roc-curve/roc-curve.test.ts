import { describe, expect, it } from 'vitest'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

describe('ROCCurve of pROC aSAH (poor outcome positive)', () => {
  it('gives each marker the AUC of R wilcox.test / (n1 n0) and the DeLong interval of pROC', async () => {
    const result = await runDemo('ROCCurve')
    const table = result.tables[0]
    for (const marker of ['s100b', 'ndka', 'wfns'] as const) {
      const row = table.rows.find((r) => r[0] === marker)!
      close(row[1] as number, reference.roc[marker].auc, 1e-12)
      close(row[3] as number, reference.roc[marker].lower, 1e-10)
      close(row[4] as number, reference.roc[marker].upper, 1e-10)
      expect(row.slice(9)).toEqual([41, 72])
    }
    const labels = (result.charts[0].data as { datasets: { label: string }[] }).datasets.map((d) => d.label)
    expect(labels[0]).toBe('s100b: AUC 0.731 (0.630–0.833)')
    expectDrawable(result.charts)
  })

  it('takes the second class alphabetically as positive when none is given, as pROC', async () => {
    const result = await runDemo('ROCCurve', { params: { positive_value: '' } })
    expect((result.charts[0].options?.plugins as { subtitle: { text: string } }).subtitle.text).toMatch(
      /^Positive: outcome = Poor \(41\)/,
    )
  })

  it('asks for the positive value when the outcome has more than two classes (1002)', async () => {
    expectToolError(
      await runFailure('ROCCurve', { params: { outcome_column: 'gos6', positive_value: '' } }),
      '1002',
      /has 4 values/,
    )
  })
})
