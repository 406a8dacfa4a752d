import type { ReactElement } from 'react';
import { Card, Flex, Image, Typography } from 'antd';
import { fileLink } from '@/api/file-download';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { ORDER_BUSINESS_NO, useRecordDetail } from '../order/record/record.api';
import { SignaturePad } from './SignaturePad';
import { uploadSignature, useAddSignature } from './signature.api';

export interface OrderSignatureProps {
  orderId: number;
  /** The caller records on this order: the pad shows. */
  mayEdit: boolean;
}

/** The order's signatures (who signed, when) and, for those who record on it, the pad to sign again. */
export function OrderSignature({ orderId, mayEdit }: OrderSignatureProps): ReactElement {
  const { t } = useT();
  const detail = useRecordDetail(orderId);
  const add = useAddSignature(orderId);
  const signatures = (detail.data?.attachments ?? []).filter((f) => f.kind === 'signature');
  const sign = async (png: Blob): Promise<void> => {
    const fileId = await uploadSignature(png);
    await add.mutateAsync({ work_order_id: orderId, file_id: fileId });
  };
  return (
    <Card size="small" title={t('workOrderField.signature')} data-testid="field-signature">
      <Flex vertical gap={12} style={{ width: '100%', minWidth: 0 }}>
        {signatures.map((s) => (
          <Flex key={s.file_id} vertical gap={4} data-testid={`field-signature-${s.file_id}`}>
            <Image src={fileLink('/getImg', { id: s.file_id, business_no: ORDER_BUSINESS_NO })} alt={t('workOrderField.signature')} style={{ maxWidth: '100%', background: '#fff' }} />
            <Typography.Text type="secondary">{t('workOrderField.signedBy', [s.user_name, formatDate(s.create_time)])}</Typography.Text>
          </Flex>
        ))}
        {mayEdit && <SignaturePad onConfirm={sign} />}
      </Flex>
    </Card>
  );
}
