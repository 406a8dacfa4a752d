import type { ReactElement } from 'react';
import { PreviewAnswer } from '../../rule/RulePreviewCard';
import { useDraftRulePreview } from '../../rule/rule.api';

interface Props {
  type_id?: number;
  priority?: number;
  equipment_id?: number;
  location_id?: number;
}

/** While adding an order: which assignment rule the draft would match and who it names (the rules' preview, read-only). */
export function OrderRulePreview({ type_id, priority, equipment_id, location_id }: Props): ReactElement | null {
  const preview = useDraftRulePreview({ type_id, priority, equipment_id: equipment_id ?? null, location_id: equipment_id ? null : (location_id ?? null) });
  if (!type_id || !preview.data) return null;
  return <PreviewAnswer answer={preview.data} testId="work-order-rule-preview" />;
}
