import { json, redirect } from '@remix-run/node'
import { inLanguage, type Language } from '#core/language'
import type { FormField } from '#core/tools'
import type { AuditActor } from '#db/audit-log'
import { flashMessageHeader } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'
import { i18next } from '~/utils/translations.server'
import type { Translate } from '~/utils/tools/tool-form'
import { TOOLS } from '../../../tools/index'
import {
  applyEditorIntent,
  checkDraft,
  EDITOR_INTENT_FIELD,
  EDITOR_INTENTS,
  type DraftErrors,
  type FormDraft,
  readDraft,
} from './form-definition'
import {
  createForm,
  executorConflicts,
  FormNameTaken,
  formUsers,
  updateForm,
  type ExecutorConflict,
  type FormTool,
} from './forms.server'

/** What the editor re-renders after a post that did not save: the draft as typed, its messages, the confirmation step. */
export interface FormEditorActionData {
  draft: FormDraft
  errors: DraftErrors
  /** Changes with every answer, so the editor's inputs take the draft's values again. */
  revision: string
  /** Set when saving needs the staff member to see the tools using the form first. */
  confirm: { tools: FormTool[]; groups: number } | null
}

export type FormEditorMode = { kind: 'create'; copiedFrom: number | null } | { kind: 'edit'; id: number }

function reply(draft: FormDraft, errors: DraftErrors = {}, confirm: FormEditorActionData['confirm'] = null) {
  const data: FormEditorActionData = { draft, errors, revision: crypto.randomUUID(), confirm }
  return json(data, { status: Object.keys(errors).length > 0 ? 400 : 200 })
}

/** A conflict said in the reader's language, naming the tool and the parameter key. */
export function conflictMessage(t: Translate, language: Language, conflict: ExecutorConflict): string {
  const code = TOOLS.find((tool) => tool.scriptClassName === conflict.tool.scriptClassName)?.parameterForm.find(
    (field) => field.key === conflict.key,
  )
  const values: Record<string, unknown> = {
    tool: inLanguage(language, conflict.tool.title, conflict.tool.titleEn),
    key: conflict.key,
    min: code?.min ?? '−∞',
    max: conflict.problem === 'length' ? code?.maxLength : (code?.max ?? '∞'),
    step: code?.step,
    values: (code?.options ?? []).map((option: NonNullable<FormField['options']>[number]) => option.value).join(', '),
    of: code?.columnOf,
  }
  return t(`adminForms.errors.executor.${conflict.problem}`, values)
}

function conflictErrors(t: Translate, language: Language, draft: FormDraft, conflicts: ExecutorConflict[]) {
  const errors: DraftErrors = {}
  for (const conflict of conflicts) {
    const message = conflictMessage(t, language, conflict)
    ;(errors.form ??= []).push(message)
    const index = draft.fields.findIndex((field) => field.key.trim() === conflict.key)
    if (index >= 0) (errors[`fields.${index}.key`] ??= []).push(message)
  }
  return errors
}

/**
 * The editor's one action: an editing button re-renders the draft it made; Preview re-renders
 * with the preview; Save checks the definition (and, for a form tools use, the executors of those
 * tools), then first shows the tools the change reaches, and saves on the confirmation.
 */
export async function handleFormEditorAction(request: Request, actor: AuditActor, mode: FormEditorMode) {
  const formData = await readFormData(request)
  const [t, language] = await Promise.all([i18next.getFixedT(request), i18next.getLocale(request) as Promise<Language>])
  const draft = readDraft(formData)
  const intent = String(formData.get(EDITOR_INTENT_FIELD) ?? EDITOR_INTENTS.save)
  const edited = applyEditorIntent(draft, intent)
  if (edited) return reply(edited)
  if (intent === EDITOR_INTENTS.preview) return reply(draft)

  const checked = checkDraft(draft, t)
  if (!checked.ok) return reply(draft, checked.errors)
  const { definition } = checked
  const flash = async (messageKey: string) =>
    flashMessageHeader(request, { kind: 'success', messageKey, values: { name: definition.name } })
  try {
    if (mode.kind === 'create') {
      const id = await createForm(actor, definition, mode.copiedFrom)
      return redirect(`/setting/form/edit/${id}`, {
        headers: { 'Set-Cookie': await flash('adminForms.flash.created') },
      })
    }
    const users = await formUsers(mode.id)
    const conflicts = executorConflicts(definition.fields, users.tools)
    if (conflicts.length > 0) return reply(draft, conflictErrors(t, language, draft, conflicts))
    if (users.tools.length > 0 && intent !== EDITOR_INTENTS.confirmSave)
      return reply(draft, {}, { tools: users.tools, groups: users.groups })
    const result = await updateForm(actor, mode.id, definition)
    if (result.status === 'conflicts') return reply(draft, conflictErrors(t, language, draft, result.conflicts))
    if (result.status === 'not-found')
      return redirect('/setting/form', {
        headers: {
          'Set-Cookie': await flashMessageHeader(request, { kind: 'error', messageKey: 'adminForms.flash.notFound' }),
        },
      })
    return redirect(`/setting/form/edit/${mode.id}`, {
      headers: { 'Set-Cookie': await flash('adminForms.flash.saved') },
    })
  } catch (error) {
    if (error instanceof FormNameTaken) return reply(draft, { name: [t('adminForms.errors.nameTaken')] })
    throw error
  }
}
