import { z } from 'zod';
import { FIELD_DATA_TYPES } from '../enums/dictionary';
import { id, pageOf, ref, tenantColumns } from './common';

/** An entry of an option list (`/getOptionsByKey`, `/getOptionInfoByKey`). */
export const OptionItem = z
  .object({
    value: z.union([z.string(), z.number()]),
    /** As stored: plain text, or a label key when `langtype` is 1. */
    text: z.string(),
    /** The text in the caller's language. */
    label: z.string(),
    langtype: z.union([z.literal(0), z.literal(1)]),
    /** The parent option's value, for trees. */
    pid: z.union([z.string(), z.number()]).nullable().optional(),
    extend: z.string().nullable().optional(),
  })
  .meta({ id: 'OptionItem' });
export type OptionItem = z.infer<typeof OptionItem>;
export const OptionList = z.array(OptionItem);

/** The report designer's dictionary lookup (`/gaeaDict/select`). */
export const GaeaDictItem = z.object({ id: z.union([z.string(), z.number()]), text: z.string(), extend: z.string().nullable() });
export const GaeaDictList = z.array(GaeaDictItem);

export const DictTypeRow = z
  .object({
    ...tenantColumns,
    code: z.string(),
    /** Plain text, or a label key when `is_lang`. */
    name: z.string(),
    /** The name in the caller's language. */
    name_text: z.string(),
    is_lang: z.boolean(),
    enabled: z.boolean(),
    /** Built-in types cannot be deleted. */
    is_system: z.boolean(),
  })
  .meta({ id: 'DictTypeRow' });
export type DictTypeRow = z.infer<typeof DictTypeRow>;
export const DictTypePage = pageOf(DictTypeRow);

export const DictItemRow = z
  .object({
    ...tenantColumns,
    type_id: id,
    value: z.string(),
    /** Plain text, or a label key when `is_lang`. */
    text: z.string(),
    /** The text in the caller's language. */
    text_label: z.string(),
    is_lang: z.boolean(),
    sort: z.number().int(),
    enabled: z.boolean(),
    parent_id: ref,
    extend: z.string().nullable(),
  })
  .meta({ id: 'DictItemRow' });
export type DictItemRow = z.infer<typeof DictItemRow>;
export const DictItemPage = pageOf(DictItemRow);

/** A field of the field library. */
export const FieldRow = z
  .object({
    ...tenantColumns,
    code: z.string(),
    name: z.string(),
    data_type: z.enum(FIELD_DATA_TYPES),
    option_key: z.string().nullable(),
    required: z.boolean(),
    hidden: z.boolean(),
    sort: z.number().int(),
    remark: z.string().nullable(),
  })
  .meta({ id: 'FieldRow' });
export type FieldRow = z.infer<typeof FieldRow>;
export const FieldPage = pageOf(FieldRow);
