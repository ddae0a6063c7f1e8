import { twoSampleTTestParameters } from '../two-sample-t-test'

export const parameters = twoSampleTTestParameters
