import { isMessageKey } from '@gengyun/contracts';

export interface DefaultItem {
  value: string;
  /** A label key (`dictionary.options.<code>.<name>`) or, with `plain`, the text itself. */
  text: string;
  plain?: boolean;
}

export interface DefaultType {
  code: string;
  items: DefaultItem[];
}

const labelled = (code: string, entries: Array<[value: string | number, name: string]>): DefaultType => ({
  code,
  items: entries.map(([value, name]) => ({ value: String(value), text: `dictionary.options.${code}.${name}` })),
});

/**
 * The dictionary types every enterprise starts with: the dictionary-backed option keys of SPEC section 3.
 * Names are `dictionary.types.<code>`; texts are label keys, so company overrides and edits apply.
 */
const SPEC_TYPES: readonly DefaultType[] = [
  labelled('status', [[1, 'inUse'], [2, 'idle'], [3, 'scrapped'], [4, 'inStorage'], [5, 'notInStorage'], [6, 'obsolete']]),
  labelled('level', [[1, '1'], [2, '2'], [3, '3'], [4, '4'], [5, '5']]),
  labelled('warrantyType', [[1, 'manufacturer'], [2, 'extended'], [3, 'thirdParty'], [4, 'none']]),
  labelled('currency', [['CNY', 'CNY'], ['USD', 'USD'], ['EUR', 'EUR'], ['HKD', 'HKD'], ['JPY', 'JPY'], ['GBP', 'GBP']]),
  labelled('gender', [[1, 'male'], [2, 'female']]),
  labelled('enabledFlag', [[1, 'enabled'], [0, 'disabled']]),
  labelled('fileCategory', [[1, 'image'], [2, 'document'], [3, 'video'], [4, 'drawing'], [5, 'contract'], [9, 'other']]),
  labelled('businessType', [[1, 'equipment'], [2, 'workOrder'], [3, 'sparePart'], [4, 'customer'], [5, 'plan'], [6, 'inspection'], [7, 'knowledge']]),
  labelled('organizationType', [[1, 'company'], [2, 'department'], [3, 'team'], [4, 'supplier'], [5, 'customer'], [6, 'serviceProvider']]),
  labelled('bomType', [[1, 'sparePart'], [2, 'consumable'], [3, 'tool'], [4, 'material']]),
  labelled('operationPermission', [['view', 'view'], ['add', 'add'], ['edit', 'edit'], ['delete', 'delete'], ['import', 'import'], ['export', 'export'], ['audit', 'audit']]),
  labelled('priorityLevel', [[1, 'low'], [2, 'medium'], [3, 'high'], [4, 'urgent']]),
  labelled('nodeHandleType', [[1, 'single'], [2, 'countersign'], [3, 'grab'], [4, 'chain']]),
  labelled('workType', [[1, 'repair'], [2, 'maintenance'], [3, 'patrol'], [4, 'spotCheck'], [5, 'installation'], [9, 'other']]),
  { code: 'pageSizeList', items: [10, 20, 50, 100].map((n) => ({ value: String(n), text: String(n), plain: true })) },
];

/** Failure, cause and remedy codes of work orders (issue 13 item 1): not SPEC section 3 keys, but lists to start from. */
const WORK_ORDER_CODE_TYPES: readonly DefaultType[] = [
  labelled('failureCode', [['F01', 'leak'], ['F02', 'noStart'], ['F03', 'noise'], ['F04', 'overheat'], ['F05', 'electrical'], ['F99', 'other']]),
  labelled('causeCode', [['C01', 'wear'], ['C02', 'misuse'], ['C03', 'lubrication'], ['C04', 'design'], ['C05', 'external'], ['C99', 'other']]),
  labelled('remedyCode', [['R01', 'replace'], ['R02', 'repair'], ['R03', 'adjust'], ['R04', 'clean'], ['R05', 'reset'], ['R99', 'other']]),
];

export const DEFAULT_TYPES: readonly DefaultType[] = [...SPEC_TYPES, ...WORK_ORDER_CODE_TYPES];

export const typeNameKey = (code: string): string => `dictionary.types.${code}`;

/**
 * Option keys of SPEC section 3 served from other areas' tables. Until the owning area registers a loader
 * with OptionsRegistry they answer an empty list (known, but nothing to choose yet), never "not found".
 */
export const PROVIDED_OPTION_KEYS = ['assetPosition', 'assetType', 'assetModel', 'manufacturer', 'customer', 'roleList'] as const;

/** Every option key SPEC section 3 names. */
export const SPEC_OPTION_KEYS: readonly string[] = [...SPEC_TYPES.map((t) => t.code), ...PROVIDED_OPTION_KEYS];

/** Every label key the defaults use exists in the shipped catalogue (checked by a spec). */
export const defaultLabelKeys = (): string[] => [
  ...DEFAULT_TYPES.map((t) => typeNameKey(t.code)),
  ...DEFAULT_TYPES.flatMap((t) => t.items.filter((i) => !i.plain).map((i) => i.text)),
];

export const unknownDefaultLabelKeys = (): string[] => defaultLabelKeys().filter((k) => !isMessageKey(k));
