import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors, inputClass } from '~/components/ui/field'

interface AccountFieldsProps {
  fields: {
    firstName: FieldMetadata<string>
    lastName: FieldMetadata<string>
    phone: FieldMetadata<string | undefined>
    roleIds: FieldMetadata<number[]>
  }
  roles: { id: number; name: string }[]
  /** The roles ticked when the form is first shown. */
  roleIds: number[]
}

/** Names, phone and role checkboxes, shared by the create and the edit form. */
export function AccountFields({ fields, roles, roleIds }: AccountFieldsProps) {
  const { t } = useTranslation()
  const ticked = new Set((fields.roleIds.initialValue as string[] | undefined)?.map(Number) ?? roleIds)
  return (
    <>
      {(['firstName', 'lastName', 'phone'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={fields[name].id} className="mb-1 block text-sm font-medium">
            {t(`securityAccounts.fields.${name}`)}
          </label>
          <input {...getInputProps(fields[name], { type: name === 'phone' ? 'tel' : 'text' })} className={inputClass} />
          <FieldErrors id={fields[name].errorId} errors={fields[name].errors} />
        </div>
      ))}
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('securityAccounts.fields.roles')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {roles.map((role) => (
            <label key={role.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={fields.roleIds.name} value={role.id} defaultChecked={ticked.has(role.id)} />
              {role.name}
            </label>
          ))}
        </div>
        <FieldErrors id={fields.roleIds.errorId} errors={fields.roleIds.errors} />
      </fieldset>
    </>
  )
}
