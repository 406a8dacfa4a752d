export { DateInput, DateRangeInput, type DateInputProps, type DateRangeInputProps, type DateRange } from './DatePickers';
export { DATE_FORMAT, RANGE_FORMAT, RANGE_PRESET_KEYS, dayRange, formatRange, rangePreset, type RangePresetKey } from './presets';
