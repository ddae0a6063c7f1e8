import { defineParameters } from '../../kit/parameters'
import { groupColumnParameter } from '../../microbiome/definitions'

export const parameters = defineParameters({
  group_column: groupColumnParameter(false),
})
