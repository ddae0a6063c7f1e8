import { Worker } from 'node:worker_threads'
const workerUrl = new URL('../diversity/beta-worker.ts', import.meta.url).href
const api = import.meta.resolve('tsx/esm/api')
console.log(api)
const t = performance.now()
const w = new Worker(`import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}) }).then(() => require('node:worker_threads').parentPort.postMessage('loaded'))`, { eval: true })
w.on('message', (m) => { console.log('msg', m, performance.now() - t); w.terminate() })
w.on('error', (e) => console.log('err', e))
