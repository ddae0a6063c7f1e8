import { z } from 'zod'
import { DEFAULT_FILTER_PARAMETERS, filterParametersSchema, type FilterParameters } from '#analysis/filter'
import { RANKS } from '#analysis/taxonomy'
import { OTU_ASV_TYPE } from '#core/project-tooling'

/**
 * The filter form as the page re-renders it: every field as the user typed it, so an invalid
 * submission loses nothing. Checkboxes are booleans; keep/remove selects are `keep` or `remove`.
 */
export interface FilterFormValues {
  checked1: boolean
  rules: { keep: 'keep' | 'remove'; type: string; value: string }[]
  checked2: boolean
  checked2_keep: 'keep' | 'remove'
  checked2_at_least: string
  checked2_at_least_value: string
  checked3: boolean
  checked3_keep: 'keep' | 'remove'
  checked3_otu_sum: string
  flattening_type: string
  flattening_value: string
}

/** Field name to i18n keys of its errors; rule values are `rules.<index>.value`. */
export type FilterFormErrors = Record<string, string[]>

/** A rule list longer than this is a crafted form, not a user's work. */
export const MAX_TAXONOMY_RULES = 20
const MAX_TAXON_LENGTH = 100

const keepOf = (value: FormDataEntryValue | null): 'keep' | 'remove' => (value === 'remove' ? 'remove' : 'keep')
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

/** The values a form shows for stored or default parameters. */
export function filterFormValues(params: FilterParameters = DEFAULT_FILTER_PARAMETERS): FilterFormValues {
  return {
    checked1: params.checked1,
    rules: params.checked1_rules.map((rule) => ({
      keep: rule.checked1_keep ? 'keep' : 'remove',
      type: rule.taxonomy_type,
      value: rule.taxonomy_value,
    })),
    checked2: params.checked2,
    checked2_keep: params.checked2_keep ? 'keep' : 'remove',
    checked2_at_least: String(params.checked2_at_least),
    checked2_at_least_value: String(params.checked2_at_least_value),
    checked3: params.checked3,
    checked3_keep: params.checked3_keep ? 'keep' : 'remove',
    checked3_otu_sum: String(params.checked3_otu_sum),
    flattening_type: String(params.flattening_type),
    flattening_value: String(params.flattening_value),
  }
}

/** The form's fields as typed (rule rows are parallel `rule_keep`, `rule_type`, `rule_value` lists). */
export function readFilterFormValues(form: FormData): FilterFormValues {
  const types = form.getAll('rule_type')
  const keeps = form.getAll('rule_keep')
  const ruleValues = form.getAll('rule_value')
  return {
    checked1: form.get('checked1') === 'on',
    rules: types.slice(0, MAX_TAXONOMY_RULES).map((type, index) => ({
      keep: keepOf(keeps[index] ?? null),
      type: text(type),
      value: text(ruleValues[index] ?? null),
    })),
    checked2: form.get('checked2') === 'on',
    checked2_keep: keepOf(form.get('checked2_keep')),
    checked2_at_least: text(form.get('checked2_at_least')).trim(),
    checked2_at_least_value: text(form.get('checked2_at_least_value')).trim(),
    checked3: form.get('checked3') === 'on',
    checked3_keep: keepOf(form.get('checked3_keep')),
    checked3_otu_sum: text(form.get('checked3_otu_sum')).trim(),
    flattening_type: text(form.get('flattening_type')) || '0',
    flattening_value: text(form.get('flattening_value')).trim(),
  }
}

/** A number input: required, a number, at least 1 (spec 03 §5), and a whole number where a count is meant. */
function numberField(integer: boolean) {
  return z
    .string()
    .min(1, 'otuFilter.errors.required')
    .pipe(z.coerce.number({ invalid_type_error: 'otuFilter.errors.number' }))
    .refine((value) => Number.isFinite(value), 'otuFilter.errors.number')
    .refine((value) => !integer || Number.isInteger(value), 'otuFilter.errors.integer')
    .refine((value) => value >= 1, 'otuFilter.errors.minOne')
}

const formSchema = z.object({
  checked1: z.boolean(),
  rules: z.array(
    z.object({
      keep: z.enum(['keep', 'remove']),
      type: z.enum(RANKS, { message: 'otuFilter.errors.rank' }),
      value: z.string().trim().max(MAX_TAXON_LENGTH, 'otuFilter.errors.taxonTooLong'),
    }),
  ),
  checked2: z.boolean(),
  checked2_keep: z.enum(['keep', 'remove']),
  checked2_at_least: numberField(true),
  checked2_at_least_value: numberField(false),
  checked3: z.boolean(),
  checked3_keep: z.enum(['keep', 'remove']),
  checked3_otu_sum: numberField(false),
  flattening_type: z.enum(['0', '1', '2'], { message: 'otuFilter.errors.flatteningType' }),
  // Checked below: only custom flattening (type 2) reads it.
  flattening_value: z.string(),
})

export type ParsedFilterForm =
  | { success: true; params: FilterParameters; values: FilterFormValues; emptyRules: number }
  | { success: false; errors: FilterFormErrors; values: FilterFormValues }

/**
 * Reads the filter panel's form into the analysis library's parameters (analysis/filter.ts),
 * checking every field the user typed. The one-click analysis form reads its filter section with
 * it too. Rules without a value are kept (the form warns, the filter ignores them: `emptyRules`).
 * The custom flattening value is only checked when custom flattening is chosen; otherwise the
 * stored value is whatever valid number was typed, or the default.
 */
export function parseFilterForm(form: FormData): ParsedFilterForm {
  const values = readFilterFormValues(form)
  const parsed = formSchema.safeParse(values)
  const errors: FilterFormErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'rules' ? `rules.${issue.path[1]}.${issue.path[2]}` : String(issue.path[0])
      // The first problem of a field is the one to fix (an empty field is not also "not a number").
      errors[field] ??= [issue.message]
    }
  }
  const flattening = numberField(true).safeParse(values.flattening_value)
  if (values.flattening_type === '2' && !flattening.success)
    errors.flattening_value = [flattening.error.issues[0].message]
  if (!parsed.success || Object.keys(errors).length > 0) return { success: false, errors, values }

  const data = parsed.data
  const params = filterParametersSchema.parse({
    checked1: data.checked1,
    checked1_rules: data.rules.map((rule) => ({
      checked1_keep: rule.keep === 'keep',
      taxonomy_type: rule.type,
      taxonomy_value: rule.value,
    })),
    checked2: data.checked2,
    checked2_keep: data.checked2_keep === 'keep',
    checked2_at_least: data.checked2_at_least,
    checked2_at_least_value: data.checked2_at_least_value,
    checked3: data.checked3,
    checked3_keep: data.checked3_keep === 'keep',
    checked3_otu_sum: data.checked3_otu_sum,
    flattening_type: Number(data.flattening_type),
    flattening_value: flattening.success ? flattening.data : DEFAULT_FILTER_PARAMETERS.flattening_value,
  })
  const emptyRules = data.checked1 ? data.rules.filter((rule) => rule.value === '').length : 0
  return { success: true, params, values, emptyRules }
}

/** The filter table a project's module names (spec 03 §3: 10 OTU, 20 ASV); null without either module. */
export type OtuAsvKind = 'otu' | 'asv'
export function otuAsvKindOf(additionalModules: readonly string[]): OtuAsvKind | null {
  if (additionalModules.includes('otu')) return 'otu'
  return additionalModules.includes('asv') ? 'asv' : null
}
export const otuAsvTypeOf = (kind: OtuAsvKind) => OTU_ASV_TYPE[kind]

export const SOLUTION_NAME_MAX = 50

/** A solution name, trimmed, 1-50 characters (spec 03 §5); an empty one gets the panel's own message. */
export function parseSolutionName(
  raw: FormDataEntryValue | null,
  kind: OtuAsvKind,
): { success: true; name: string } | { success: false; error: string } {
  const name = typeof raw === 'string' ? raw.trim() : ''
  if (name === '')
    return {
      success: false,
      error: kind === 'otu' ? 'otuFilter.errors.nameRequiredOtu' : 'otuFilter.errors.nameRequiredAsv',
    }
  if ([...name].length > SOLUTION_NAME_MAX) return { success: false, error: 'otuFilter.errors.nameLength' }
  return { success: true, name }
}
