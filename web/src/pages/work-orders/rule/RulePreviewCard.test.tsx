import { screen } from '@testing-library/react';
import type { WorkOrderRulePreview } from '@gengyun/contracts';
import { renderWithProviders } from '@/components/test-utils';
import { PreviewAnswer } from './RulePreviewCard';

const answer: WorkOrderRulePreview = {
  rule_id: 3,
  rule_name: '泵类',
  pool_id: 9,
  pool_name: '泵组',
  pool_member_names: ['李四', '赵六'],
  handler_ids: [],
  handler_names: [],
  person_in_charge_id: null,
  person_in_charge_name: null,
};

describe('PreviewAnswer', () => {
  it('names the pool and its people, in both languages', () => {
    renderWithProviders(<PreviewAnswer answer={answer} />, { lang: 'zh_CN' });
    expect(screen.getByTestId('work-rule-preview-answer')).toHaveTextContent('工单池: 泵组 (李四, 赵六)');
  });

  it('a pool without people is named alone', () => {
    renderWithProviders(<PreviewAnswer answer={{ ...answer, pool_member_names: [] }} />, { lang: 'en_US' });
    expect(screen.getByTestId('work-rule-preview-answer')).toHaveTextContent('Pool: 泵组');
    expect(screen.getByTestId('work-rule-preview-answer')).not.toHaveTextContent('#9');
  });
});
