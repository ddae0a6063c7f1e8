import { useTranslation } from 'react-i18next'
import { ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { introductionTitle, type PaneOf, type PanelProps, type PanelView } from '../contract'
import type { loadNonePane } from './index.server'

type NonePane = PaneOf<typeof loadNonePane>

function ContactAdministrator(_props: PanelProps<NonePane>) {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-slate-600" role="alert">
      {t('project.pane.contactAdmin')}
    </p>
  )
}

export const nonePanelView: PanelView<NonePane> = {
  groupType: ANALYSIS_GROUP_TYPE.none,
  Component: ContactAdministrator,
  titleSuffix: introductionTitle,
}
