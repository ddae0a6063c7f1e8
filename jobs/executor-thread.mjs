// The entry of an executor thread. Node 20 does not carry the main thread's `--import tsx` module
// hooks into worker threads, so each thread registers tsx itself before loading the TypeScript.
import { register } from 'tsx/esm/api'

register()
const thread = await import('./executor-thread.ts')
export default thread.default
