/**
 * `count` evenly spaced points from `from` to `to` as R 4.2 `seq.int(from, to, length.out = count)`:
 * both ends exact, the points between `from + i · step`, so a chart's grid or break points equal
 * R's to the last bit.
 */
export function evenlySpaced(from: number, to: number, count: number): number[] {
  const points = new Array<number>(count)
  if (count > 0) points[0] = from
  if (count > 1) points[count - 1] = to
  const step = (to - from) / (count - 1)
  for (let i = 1; i < count - 1; i++) points[i] = from + i * step
  return points
}
