import { useTranslation } from 'react-i18next'
import type { FlashMessage } from '~/utils/flash.server'

const KIND_CLASSES: Record<FlashMessage['kind'], string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  info: 'border-sky-300 bg-sky-50 text-sky-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-800',
  error: 'border-red-300 bg-red-50 text-red-800',
}

export function FlashBanner({ message }: { message: FlashMessage }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      data-testid="flash"
      className={`mx-auto mt-3 max-w-7xl rounded border px-4 py-2 text-sm ${KIND_CLASSES[message.kind]}`}
    >
      {t(message.messageKey, message.values)}
    </div>
  )
}
