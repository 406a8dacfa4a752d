import { z } from 'zod';
import { OPTION_PARAM_LIST_MAX, OPTION_PARAM_TEXT_MAX, SELECT_KEY_PATTERN, type FieldDataType } from '../enums/dictionary';

const scalar = z.union([z.string().max(OPTION_PARAM_TEXT_MAX), z.number(), z.boolean()]);
/** Extra filters beside the key (SPEC section 7): a scalar or a short list of scalars each, at most 20. */
const filters = z.union([scalar, z.array(scalar).max(OPTION_PARAM_LIST_MAX)]);

/** `/getOptionsByKey`: `{ selectKey, ...filters }`. */
export const OptionsRequest = z.object({ selectKey: z.string().regex(SELECT_KEY_PATTERN) }).catchall(filters);
export type OptionsRequest = z.infer<typeof OptionsRequest>;

/** `/getOptionInfoByKey`: `{ selectKey, value, ...filters }`. */
export const OptionRequest = OptionsRequest.extend({
  value: z.union([z.string().max(OPTION_PARAM_TEXT_MAX), z.number()]),
});
export type OptionRequest = z.infer<typeof OptionRequest>;

export type DictTypeRequest = {
  code: string;
  name: string;
  is_lang?: boolean;
  enabled?: boolean;
};

export type DictItemRequest = {
  type_id: number;
  value: string;
  text: string;
  is_lang?: boolean;
  sort?: number;
  enabled?: boolean;
  parent_id?: number;
  extend?: string;
};

export type FieldRequest = {
  code: string;
  name: string;
  data_type: FieldDataType;
  option_key?: string | null;
  required?: boolean;
  hidden?: boolean;
  sort?: number;
  remark?: string;
};
