import { defineParameters } from '../../kit/parameters'
import { designParameters } from '../definitions'

export const parameters = defineParameters(designParameters)
