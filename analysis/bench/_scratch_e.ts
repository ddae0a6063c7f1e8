import { createRandom } from '../random'
import { symmetricEigen } from '../ordination/eigen'
const n = 200
const r = createRandom(3)
const m = new Float64Array(n * n)
for (let i = 0; i < n; i++) for (let j = i; j < n; j++) m[i * n + j] = m[j * n + i] = r.next() - 0.5
for (let rep = 0; rep < 3; rep++) {
  let t = performance.now(); symmetricEigen(m.slice(), n); const a = performance.now() - t
  t = performance.now(); symmetricEigen(m.slice(), n, 10); const b = performance.now() - t
  console.log('full', a.toFixed(1), 'top10', b.toFixed(1))
}
