import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldErrors, inputClass } from '~/components/ui/field'
import { inLanguage, languageOrDefault } from '#core/language'
import {
  ADDITIONAL_MODULES,
  CONDITION_OPERATORS,
  CONDITIONS,
  CONTENT_GROUP_TYPES,
  GROUP_FLAGS,
  GROUP_TYPES,
  groupField,
  intentValue,
  isNewKey,
  ITEM_FLAGS,
  itemField,
  TEMPLATE_LIMITS,
  type GroupDraft,
  type ItemDraft,
  type TemplateDraft,
  type TemplateErrors,
} from '~/utils/admin/project-template'

/*
 * The project template editor's fields (spec 02 §2.6, §3): plain inputs named after the draft
 * (`groups[0].items[1].toolId`), and submit buttons for every change of shape (add, remove, move,
 * view ids), so the whole editor works without JavaScript; the server answers each with the draft.
 */

const smallButton =
  'rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-700 hover:bg-slate-50 disabled:opacity-40'
const dangerButton = 'rounded border border-red-200 bg-white px-2 py-1 text-xs text-red-700 hover:bg-red-50'
const label = 'block text-xs font-medium text-slate-600'

interface Option {
  id: number
  title: string
  titleEn: string
}

function Field({
  name,
  title,
  errors,
  children,
  className = '',
}: {
  name: string
  title: string
  errors: TemplateErrors
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <label className={label} htmlFor={name}>
        {title}
      </label>
      <div className="mt-1">{children}</div>
      <FieldErrors id={`${name}-error`} errors={errors[name]} />
    </div>
  )
}

/** Props of an input that shows its field's errors. */
const inputProps = (name: string, errors: TemplateErrors) => ({
  id: name,
  name,
  'aria-invalid': errors[name] ? true : undefined,
  'aria-describedby': errors[name] ? `${name}-error` : undefined,
})

function Check({ name, checked, text }: { name: string; checked: boolean; text: string }) {
  return (
    <label className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <input type="checkbox" name={name} defaultChecked={checked} className="h-4 w-4 rounded border-slate-300" />
      {text}
    </label>
  )
}

export function TemplateEditor({
  draft,
  errors,
  tools,
  forms,
  busy,
}: {
  draft: TemplateDraft
  errors: TemplateErrors
  tools: Option[]
  forms: { id: number; name: string }[]
  busy: boolean
}) {
  const { t } = useTranslation()
  const allItems = draft.groups.flatMap((group) =>
    group.items.map((item) => ({ key: item.key, name: item.analysisName || t('adminTemplate.item.unnamed') })),
  )
  return (
    <div className="space-y-4">
      <input type="hidden" name="nextKey" value={draft.nextKey} />
      <input type="hidden" name="showIds" value={draft.showIds ? '1' : '0'} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" name="intent" value={intentValue.toggleIds} className={smallButton} disabled={busy}>
          {draft.showIds ? t('adminTemplate.hideIds') : t('adminTemplate.viewIds')}
        </button>
        <span className="text-sm text-slate-500">{t('adminTemplate.groupCount', { count: draft.groups.length })}</span>
      </div>
      {draft.groups.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600"
          data-testid="template-empty"
        >
          <p>{t('adminTemplate.empty')}</p>
          <button
            type="submit"
            name="intent"
            value={intentValue.addGroup}
            className="mt-3 rounded-md bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600"
            disabled={busy}
          >
            {t('adminTemplate.addFirstGroup')}
          </button>
        </div>
      ) : (
        draft.groups.map((group, g) => (
          <GroupEditor
            key={group.key}
            group={group}
            g={g}
            last={g === draft.groups.length - 1}
            showIds={draft.showIds}
            errors={errors}
            tools={tools}
            forms={forms}
            allItems={allItems}
            busy={busy}
          />
        ))
      )}
      {draft.groups.length > 0 ? (
        <button
          type="submit"
          name="intent"
          value={intentValue.addGroup}
          className={smallButton}
          disabled={busy}
          data-testid="add-group"
        >
          {t('adminTemplate.addGroup')}
        </button>
      ) : null}
    </div>
  )
}

function ToolSelect({
  name,
  value,
  tools,
  errors,
  emptyText,
}: {
  name: string
  value: string
  tools: Option[]
  errors: TemplateErrors
  emptyText: string
}) {
  const { i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  return (
    <select {...inputProps(name, errors)} defaultValue={value} className={inputClass}>
      <option value="">{emptyText}</option>
      {tools.map((tool) => (
        <option key={tool.id} value={tool.id}>
          {inLanguage(language, tool.title, tool.titleEn)}
        </option>
      ))}
    </select>
  )
}

function GroupEditor({
  group,
  g,
  last,
  showIds,
  errors,
  tools,
  forms,
  allItems,
  busy,
}: {
  group: GroupDraft
  g: number
  last: boolean
  showIds: boolean
  errors: TemplateErrors
  tools: Option[]
  forms: { id: number; name: string }[]
  allItems: { key: string; name: string }[]
  busy: boolean
}) {
  const { t } = useTranslation()
  const f = (field: string) => groupField(g, field)
  const groupType = Number(group.groupType)
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4" data-testid="template-group">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t('adminTemplate.group.legend', { number: g + 1, name: group.groupName || t('adminTemplate.group.unnamed') })}
        {showIds ? (
          <span className="ml-2 font-mono text-xs font-normal text-slate-500" data-testid="group-id">
            {isNewKey(group.key) ? t('adminTemplate.newId') : `id ${group.key}`}
          </span>
        ) : null}
      </legend>
      <input type="hidden" name={f('key')} value={group.key} />
      <div className="mb-3 flex flex-wrap gap-1.5">
        <button
          type="submit"
          name="intent"
          value={intentValue.moveGroup(g, -1)}
          className={smallButton}
          disabled={busy || g === 0}
          aria-label={t('adminTemplate.group.moveUp', { number: g + 1 })}
        >
          ↑ {t('adminTemplate.moveUp')}
        </button>
        <button
          type="submit"
          name="intent"
          value={intentValue.moveGroup(g, 1)}
          className={smallButton}
          disabled={busy || last}
          aria-label={t('adminTemplate.group.moveDown', { number: g + 1 })}
        >
          ↓ {t('adminTemplate.moveDown')}
        </button>
        <button
          type="submit"
          name="intent"
          value={intentValue.removeGroup(g)}
          className={dangerButton}
          disabled={busy}
          aria-label={t('adminTemplate.group.remove', { number: g + 1 })}
        >
          {t('adminTemplate.remove')}
        </button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field name={f('groupName')} title={t('adminTemplate.group.name')} errors={errors}>
          <input {...inputProps(f('groupName'), errors)} defaultValue={group.groupName} className={inputClass} />
        </Field>
        <Field name={f('groupNameEn')} title={t('adminTemplate.group.nameEn')} errors={errors}>
          <input {...inputProps(f('groupNameEn'), errors)} defaultValue={group.groupNameEn} className={inputClass} />
        </Field>
        <Field name={f('groupType')} title={t('adminTemplate.group.type')} errors={errors}>
          <select {...inputProps(f('groupType'), errors)} defaultValue={group.groupType} className={inputClass}>
            {GROUP_TYPES.map((type) => (
              <option key={type} value={type}>
                {type} · {t(`adminTemplate.groupTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field name={f('sort')} title={t('adminTemplate.sort')} errors={errors}>
          <input
            {...inputProps(f('sort'), errors)}
            type="number"
            min={TEMPLATE_LIMITS.sortMin}
            max={TEMPLATE_LIMITS.sortMax}
            defaultValue={group.sort}
            className={inputClass}
          />
        </Field>
        <Field name={f('icon')} title={t('adminTemplate.group.icon')} errors={errors}>
          <input {...inputProps(f('icon'), errors)} defaultValue={group.icon} className={inputClass} />
        </Field>
        <Field name={f('quickToolId')} title={t('adminTemplate.group.quickTool')} errors={errors}>
          <ToolSelect
            name={f('quickToolId')}
            value={group.quickToolId}
            tools={tools}
            errors={errors}
            emptyText={t('adminTemplate.none')}
          />
        </Field>
        <Field name={f('quickParamsFormId')} title={t('adminTemplate.group.quickForm')} errors={errors}>
          <select
            {...inputProps(f('quickParamsFormId'), errors)}
            defaultValue={group.quickParamsFormId}
            className={inputClass}
          >
            <option value="">{t('adminTemplate.none')}</option>
            {forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.name}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <span className={label}>{t('adminTemplate.group.modules')}</span>
          <div className="mt-2 flex flex-wrap gap-3">
            {ADDITIONAL_MODULES.map((module) => (
              <Check
                key={module}
                name={f('additionalModules')}
                checked={group.additionalModules.includes(module)}
                text={t(`adminTemplate.modules.${module}`)}
              />
            ))}
          </div>
          <FieldErrors errors={errors[f('additionalModules')]} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-4">
        {GROUP_FLAGS.map((flag) => (
          <Check key={flag} name={f(flag)} checked={group.flags[flag]} text={t(`adminTemplate.group.${flag}`)} />
        ))}
      </div>
      <details className="mt-3" open={CONTENT_GROUP_TYPES.includes(groupType) || undefined}>
        <summary className="cursor-pointer text-sm text-slate-700">{t('adminTemplate.group.texts')}</summary>
        <div className="mt-2 grid grid-cols-1 gap-3 lg:grid-cols-2">
          <Field name={f('groupContentZh')} title={t('adminTemplate.group.contentZh')} errors={errors}>
            <textarea
              {...inputProps(f('groupContentZh'), errors)}
              rows={4}
              defaultValue={group.groupContentZh}
              className={inputClass}
            />
          </Field>
          <Field name={f('groupContentEn')} title={t('adminTemplate.group.contentEn')} errors={errors}>
            <textarea
              {...inputProps(f('groupContentEn'), errors)}
              rows={4}
              defaultValue={group.groupContentEn}
              className={inputClass}
            />
          </Field>
          <Field
            name={f('reportGroupIntroduction')}
            title={t('adminTemplate.group.reportIntroduction')}
            errors={errors}
            className="lg:col-span-2"
          >
            <textarea
              {...inputProps(f('reportGroupIntroduction'), errors)}
              rows={3}
              defaultValue={group.reportGroupIntroduction}
              className={inputClass}
            />
          </Field>
        </div>
      </details>
      <div className="mt-4 space-y-3">
        <h3 className="text-sm font-semibold text-slate-700">
          {t('adminTemplate.item.heading', { count: group.items.length })}
        </h3>
        {group.items.map((item, i) => (
          <ItemEditor
            key={item.key}
            item={item}
            g={g}
            i={i}
            last={i === group.items.length - 1}
            showIds={showIds}
            errors={errors}
            tools={tools}
            allItems={allItems}
            busy={busy}
          />
        ))}
        <button
          type="submit"
          name="intent"
          value={intentValue.addItem(g)}
          className={smallButton}
          disabled={busy}
          data-testid="add-item"
        >
          {t('adminTemplate.addItem')}
        </button>
      </div>
    </fieldset>
  )
}

function ItemChoices({
  name,
  title,
  chosen,
  self,
  allItems,
  errors,
}: {
  name: string
  title: string
  chosen: string[]
  self: string
  allItems: { key: string; name: string }[]
  errors: TemplateErrors
}) {
  const { t } = useTranslation()
  const others = allItems.filter((item) => item.key !== self)
  return (
    <fieldset>
      <legend className={label}>{title}</legend>
      {others.length === 0 ? (
        <p className="mt-1 text-xs text-slate-500">{t('adminTemplate.item.noOtherItems')}</p>
      ) : (
        <div className="mt-1 flex max-h-32 flex-wrap gap-x-3 gap-y-1 overflow-y-auto">
          {others.map((item) => (
            <label key={item.key} className="inline-flex items-center gap-1 text-xs text-slate-700">
              <input type="checkbox" name={name} value={item.key} defaultChecked={chosen.includes(item.key)} />
              {item.name}
            </label>
          ))}
        </div>
      )}
      <FieldErrors errors={errors[name]} />
    </fieldset>
  )
}

function ItemEditor({
  item,
  g,
  i,
  last,
  showIds,
  errors,
  tools,
  allItems,
  busy,
}: {
  item: ItemDraft
  g: number
  i: number
  last: boolean
  showIds: boolean
  errors: TemplateErrors
  tools: Option[]
  allItems: { key: string; name: string }[]
  busy: boolean
}) {
  const { t } = useTranslation()
  const f = (field: string) => itemField(g, i, field)
  const itemName = item.analysisName || t('adminTemplate.item.unnamed')
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3" data-testid="template-item">
      <input type="hidden" name={f('key')} value={item.key} />
      <div className="mb-2 flex flex-wrap items-center gap-1.5">
        <span className="mr-2 text-sm font-medium text-slate-800">
          {g + 1}.{i + 1} {itemName}
          {showIds ? (
            <span className="ml-2 font-mono text-xs font-normal text-slate-500" data-testid="item-id">
              {isNewKey(item.key) ? t('adminTemplate.newId') : `id ${item.key}`}
            </span>
          ) : null}
        </span>
        <button
          type="submit"
          name="intent"
          value={intentValue.moveItem(g, i, -1)}
          className={smallButton}
          disabled={busy || i === 0}
          aria-label={t('adminTemplate.item.moveUp', { name: itemName })}
        >
          ↑
        </button>
        <button
          type="submit"
          name="intent"
          value={intentValue.moveItem(g, i, 1)}
          className={smallButton}
          disabled={busy || last}
          aria-label={t('adminTemplate.item.moveDown', { name: itemName })}
        >
          ↓
        </button>
        <button
          type="submit"
          name="intent"
          value={intentValue.removeItem(g, i)}
          className={dangerButton}
          disabled={busy}
          aria-label={t('adminTemplate.item.remove', { name: itemName })}
        >
          {t('adminTemplate.remove')}
        </button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field name={f('analysisName')} title={t('adminTemplate.item.name')} errors={errors}>
          <input {...inputProps(f('analysisName'), errors)} defaultValue={item.analysisName} className={inputClass} />
        </Field>
        <Field name={f('analysisNameEn')} title={t('adminTemplate.item.nameEn')} errors={errors}>
          <input
            {...inputProps(f('analysisNameEn'), errors)}
            defaultValue={item.analysisNameEn}
            className={inputClass}
          />
        </Field>
        <Field name={f('toolId')} title={t('adminTemplate.item.tool')} errors={errors}>
          <ToolSelect
            name={f('toolId')}
            value={item.toolId}
            tools={tools}
            errors={errors}
            emptyText={t('adminTemplate.item.chooseTool')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field name={f('sort')} title={t('adminTemplate.sort')} errors={errors}>
            <input
              {...inputProps(f('sort'), errors)}
              type="number"
              min={TEMPLATE_LIMITS.sortMin}
              max={TEMPLATE_LIMITS.sortMax}
              defaultValue={item.sort}
              className={inputClass}
            />
          </Field>
          <Field name={f('legendId')} title={t('adminTemplate.item.legendId')} errors={errors}>
            <input {...inputProps(f('legendId'), errors)} defaultValue={item.legendId} className={inputClass} />
          </Field>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-3">
        {CONDITIONS.map(({ operator, count }, n) => (
          <div key={operator} className="grid grid-cols-[1fr_6rem] gap-2">
            <Field name={f(operator)} title={t(`adminTemplate.conditions.${n + 1}`)} errors={errors}>
              <select {...inputProps(f(operator), errors)} defaultValue={item[operator]} className={inputClass}>
                {CONDITION_OPERATORS.map(({ value, enabled }) => (
                  <option key={value} value={value} disabled={!enabled}>
                    {t(`adminTemplate.operators.${value}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field name={f(count)} title={t('adminTemplate.conditions.value')} errors={errors}>
              <input
                {...inputProps(f(count), errors)}
                type="number"
                min={0}
                max={TEMPLATE_LIMITS.sampleCountMax}
                defaultValue={item[count]}
                className={inputClass}
              />
            </Field>
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-4">
        {ITEM_FLAGS.map((flag) => (
          <Check key={flag} name={f(flag)} checked={item.flags[flag]} text={t(`adminTemplate.item.${flag}`)} />
        ))}
      </div>
      <div className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-2">
        <ItemChoices
          name={f('dependencies')}
          title={t('adminTemplate.item.dependencies')}
          chosen={item.dependencies}
          self={item.key}
          allItems={allItems}
          errors={errors}
        />
        <ItemChoices
          name={f('affects')}
          title={t('adminTemplate.item.affects')}
          chosen={item.affects}
          self={item.key}
          allItems={allItems}
          errors={errors}
        />
      </div>
      <details className="mt-3" open={errors[f('runSettings')] ? true : undefined}>
        <summary className="cursor-pointer text-sm text-slate-700">{t('adminTemplate.item.runSettings')}</summary>
        <Field name={f('runSettings')} title={t('adminTemplate.item.runSettingsHelp')} errors={errors}>
          <textarea
            {...inputProps(f('runSettings'), errors)}
            rows={5}
            defaultValue={item.runSettings}
            className={`${inputClass} font-mono text-xs`}
          />
        </Field>
      </details>
    </div>
  )
}
