import type { ReactElement } from 'react';
import { Alert, Button, Form, Input, Rate, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { WORK_ORDER_LIMITS, type PublicServiceRequestEvaluateRequest, type PublicServiceRequestProgress } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useT } from '@/i18n/t';

interface EvaluationForm {
  score: number;
  comment?: string;
}

/** Sends the requester's score (no login; the number and phone they looked the request up with), answered with the progress. */
export const useRequestEvaluation = () =>
  useMutation({
    mutationFn: (body: PublicServiceRequestEvaluateRequest) => call<PublicServiceRequestProgress>('/public/serviceRequest/evaluate', { ...body }, { silent: true }),
  });

/**
 * The score (1–5 stars) and an optional comment of a request whose work waits for the requester's evaluation; the
 * server takes one evaluation, and answers the request's progress with it.
 */
export function RequestEvaluation({ lookup, onDone }: { lookup: { link: string; code: string; phone: string }; onDone: (progress: PublicServiceRequestProgress) => void }): ReactElement {
  const { t } = useT();
  const evaluation = useRequestEvaluation();
  const send = (values: EvaluationForm): void => {
    evaluation.mutate({ ...lookup, score: values.score, comment: values.comment?.trim() || undefined }, { onSuccess: onDone });
  };
  return (
    <Form<EvaluationForm> layout="vertical" onFinish={send} style={{ marginTop: 12 }} data-testid="public-evaluate">
      <Typography.Text strong>{t('publicRequest.evaluate.title')}</Typography.Text>
      <Form.Item name="score" label={t('publicRequest.evaluate.score')} rules={[{ required: true, message: t('common.validation.required', [t('publicRequest.evaluate.score')]) }]}>
        <Rate style={{ fontSize: 32 }} data-testid="public-evaluate-score" />
      </Form.Item>
      <Form.Item name="comment" label={t('publicRequest.evaluate.comment')}>
        <Input.TextArea rows={3} maxLength={WORK_ORDER_LIMITS.note} data-testid="public-evaluate-comment" />
      </Form.Item>
      {evaluation.isError && <Alert type="error" showIcon title={evaluation.error.message} style={{ marginBottom: 12 }} data-testid="public-evaluate-error" />}
      <Button type="primary" htmlType="submit" size="large" block loading={evaluation.isPending} data-testid="public-evaluate-submit">
        {t('publicRequest.evaluate.submit')}
      </Button>
    </Form>
  );
}
