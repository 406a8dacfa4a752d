import { useState, type ReactElement } from 'react';
import { Alert, Button, Card, Form, Input, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { PublicServiceRequestProgress } from '@gengyun/contracts';
import { call } from '@/api/client';
import { formatDate } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { RequestEvaluation } from './RequestEvaluation';
import { RequestSupplement } from './RequestSupplement';

interface Lookup {
  code: string;
  phone: string;
}

const COLOURS = { open: 'processing', converted: 'success', rejected: 'default' } as const;

/** Asks the server (rate-limited, no login) where a request stands, by its number and the phone left with it. */
export const useRequestProgress = (link: string) =>
  useMutation({
    mutationFn: (values: Lookup) => call<PublicServiceRequestProgress>('/public/serviceRequest/progress', { link, code: values.code.trim(), phone: values.phone.trim() }, { silent: true }),
  });

/**
 * The public page's "follow a request": the number and the phone the requester left; the answer is the request's
 * own progress (received, arranged with its repair's status, or not taken up and why) and nothing else; while it is
 * open, they add photos or a note to it here, and once the work waits for their evaluation, they score it here.
 */
export function RequestProgress({ link, code, onBack }: { link: string; code?: string; onBack: () => void }): ReactElement {
  const { t } = useT();
  const lookup = useRequestProgress(link);
  // An evaluation or an addition answers the progress after it, for the look-up it was sent with.
  const [latest, setLatest] = useState<{ asked: Lookup; progress: PublicServiceRequestProgress } | null>(null);
  const asked = lookup.variables;
  const found = latest && latest.asked === asked ? latest.progress : lookup.data;
  const sentWith = asked && { link, code: asked.code.trim(), phone: asked.phone.trim() };
  const required = (label: 'publicRequest.number' | 'publicRequest.followPhone') => [{ required: true, whitespace: true, message: t('common.validation.required', [t(label)]) }];
  return (
    <div data-testid="public-request-follow">
      <Typography.Title level={5}>{t('publicRequest.follow')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('publicRequest.followHint')}</Typography.Paragraph>
      <Form<Lookup> layout="vertical" initialValues={{ code: code ?? '', phone: '' }} onFinish={(values) => lookup.mutate(values)}>
        <Form.Item name="code" label={t('publicRequest.number')} rules={required('publicRequest.number')}>
          <Input maxLength={40} autoComplete="off" data-testid="public-follow-code" />
        </Form.Item>
        <Form.Item name="phone" label={t('publicRequest.followPhone')} rules={required('publicRequest.followPhone')}>
          <Input type="tel" inputMode="tel" maxLength={20} autoComplete="tel" data-testid="public-follow-phone" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={lookup.isPending} data-testid="public-follow-submit">
          {t('publicRequest.lookUp')}
        </Button>
      </Form>
      {lookup.isError && <Alert type="error" showIcon title={lookup.error.message} style={{ marginTop: 12 }} data-testid="public-follow-error" />}
      {found && !lookup.isError && (
        <Card size="small" style={{ marginTop: 12 }} data-testid="public-follow-result">
          <Typography.Text strong>{t('publicRequest.sentNumber', [found.code])}</Typography.Text>
          <div>{found.title}</div>
          <Tag color={COLOURS[found.status]} style={{ margin: '8px 0' }} data-testid="public-follow-status">
            {t(`publicRequest.progress.${found.status}`)}
          </Tag>
          {found.reject_reason && <div>{t('publicRequest.progress.reason', [found.reject_reason])}</div>}
          {found.order_status && <div data-testid="public-follow-order">{t('publicRequest.progress.order', [t(`workOrder.status.${found.order_status}`)])}</div>}
          <div>{t('publicRequest.progress.sent', [formatDate(found.create_time)])}</div>
          {found.handled_time && <div>{t('publicRequest.progress.handled', [formatDate(found.handled_time)])}</div>}
          {found.order_finished_time && <div>{t('publicRequest.progress.finished', [formatDate(found.order_finished_time)])}</div>}
          {found.evaluation_score !== null && <div data-testid="public-follow-evaluated">{t('publicRequest.progress.evaluated', [found.evaluation_score])}</div>}
          <div data-testid="public-follow-photos">{t('publicRequest.progress.photos', [found.photo_count])}</div>
          {found.order_status === 'toEvaluate' && found.evaluation_score === null && asked && sentWith && (
            <RequestEvaluation lookup={sentWith} onDone={(progress) => setLatest({ asked, progress })} />
          )}
          {found.status === 'open' && asked && sentWith && <RequestSupplement lookup={sentWith} held={found.photo_count} onDone={(progress) => setLatest({ asked, progress })} />}
        </Card>
      )}
      <Button type="link" block style={{ marginTop: 8 }} onClick={onBack} data-testid="public-follow-back">
        {t('publicRequest.back')}
      </Button>
    </div>
  );
}
