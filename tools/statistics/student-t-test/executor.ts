import { twoSampleTTestExecutor } from '../two-sample-t-test'
import { text } from './messages'

export const studentTTestExecutor = twoSampleTTestExecutor(true, text)
