import { twoSampleTTestExecutor } from '../two-sample-t-test'
import { text } from './messages'

export const welchTTestExecutor = twoSampleTTestExecutor(false, text)
