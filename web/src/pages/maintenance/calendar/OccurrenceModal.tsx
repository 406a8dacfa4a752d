import type { ReactElement } from 'react';
import { Descriptions, Modal } from 'antd';
import type { CalendarOccurrence } from '@gengyun/contracts';
import { useT } from '@/i18n/t';

/** What a forecast day will generate: the plan, the due day (and the cycle day a holiday moved), when, how many orders. */
export function OccurrenceModal({ occurrence, onClose }: { occurrence: CalendarOccurrence; onClose: () => void }): ReactElement {
  const { t } = useT();
  return (
    <Modal open footer={null} title={occurrence.plan_name} onCancel={onClose} data-testid="occurrence-modal">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('maintenance.plan.preview.due')}>{occurrence.due}</Descriptions.Item>
        {occurrence.planned !== occurrence.due && <Descriptions.Item label={t('maintenance.plan.preview.planned')}>{occurrence.planned}</Descriptions.Item>}
        <Descriptions.Item label={t('maintenance.plan.preview.generateOn')}>{occurrence.generate_on}</Descriptions.Item>
        <Descriptions.Item label={t('maintenance.plan.preview.equipment')}>{occurrence.equipment_ids.length}</Descriptions.Item>
        {occurrence.usage && <Descriptions.Item label={t('maintenance.plan.fields.triggers')}>{t('maintenance.plan.triggerKinds.usage')}</Descriptions.Item>}
      </Descriptions>
    </Modal>
  );
}
