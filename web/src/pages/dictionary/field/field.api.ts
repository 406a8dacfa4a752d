import { FIELD_CODE_PATTERN, FIELD_DATA_TYPES, OPTION_DATA_TYPES, type FieldDataType, type FieldRequest, type FieldRow, type MessageKey } from '@gengyun/contracts';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';

export const fieldKeys = {
  all: ['field'] as const,
  list: () => [...fieldKeys.all, 'list'] as const,
};

export { FIELD_CODE_PATTERN, FIELD_DATA_TYPES, OPTION_DATA_TYPES, type FieldDataType, type FieldRow };
/** The field form's values: /field/add, or /field/update with the id. */
export type FieldInput = FieldRequest & { id?: number; required: boolean; hidden: boolean };
export const needsOptions = (type: FieldDataType | undefined): boolean => Boolean(type && OPTION_DATA_TYPES.includes(type));
export const dataTypeLabel = (type: string): MessageKey => `dictionary.fieldTypes.${type as FieldDataType}`;


/** SPEC section 5, mirrored from the server: a hidden field cannot be required. */
export const hiddenRequiredError = (values: Pick<FieldInput, 'hidden' | 'required'>): MessageKey | null =>
  values.hidden && values.required ? 'common.validation.hiddenRequired' : null;

/** Option source rule: select-like types need one, others must not send one. */
export const optionKeyError = (values: Pick<FieldInput, 'data_type' | 'option_key'>): MessageKey | null => {
  if (needsOptions(values.data_type) && !values.option_key) return 'dictionary.errors.optionsRequired';
  if (!needsOptions(values.data_type) && values.option_key) return 'dictionary.errors.optionsNotAllowed';
  return null;
};

/** What the form sends: trimmed texts, the option source only for select-like types, no required when hidden. */
export function fieldPayload(values: FieldInput): FieldInput {
  return {
    ...values,
    code: values.code.trim(),
    name: values.name.trim(),
    option_key: needsOptions(values.data_type) ? values.option_key || undefined : undefined,
    required: values.hidden ? false : values.required,
    remark: values.remark?.trim() || undefined,
  };
}

export const useFieldPage = (params: PagedParams & { data_type?: FieldDataType }) => usePagedQuery<FieldRow>(fieldKeys.list(), '/field/pageList', params);

export function useSaveField(onDone: () => void) {
  const add = useActionMutation<FieldInput & Record<string, unknown>>('/field/add', { invalidate: [fieldKeys.all], onSuccess: onDone });
  const update = useActionMutation<FieldInput & Record<string, unknown>>('/field/update', { invalidate: [fieldKeys.all], onSuccess: onDone });
  return {
    isPending: add.isPending || update.isPending,
    save: (values: FieldInput): void => {
      const body = fieldPayload(values) as FieldInput & Record<string, unknown>;
      (body.id ? update : add).mutate(body);
    },
  };
}

export const useDeleteField = () => useActionMutation<{ id: number }>('/field/delete', { invalidate: [fieldKeys.all] });

/** Option keys other areas register on the server (docs/decisions/dictionary.md); dictionary type codes join them. */
export const PROVIDED_OPTION_KEYS = ['assetPosition', 'assetType', 'assetModel', 'manufacturer', 'customer', 'roleList'] as const;
