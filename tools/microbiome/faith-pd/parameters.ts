import { defineParameters } from '../../kit/parameters'
import { groupColumnParameter } from '../definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(false),
})
