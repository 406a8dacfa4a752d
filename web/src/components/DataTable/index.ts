export { DataTable, TABLE_LAYOUT, type DataTableProps, type TableSelection } from './DataTable';
export {
  textColumn,
  enumColumn,
  dateColumn,
  levelColumn,
  switchColumn,
  selectColumn,
  linkColumn,
  type DataColumn,
  type BaseColumnOptions,
  type SwitchColumnOptions,
  type SelectColumnOptions,
  type LinkColumnOptions,
} from './columns';
export { formatDate, DATE_TIME_FORMAT } from './format';
export { levelColour, LEVEL_COLOURS } from './levels';
export { Label, EllipsisText, type CellOption } from './cells';
export { ColumnPicker, type ColumnPickerProps } from './ColumnPicker';
export { routePath, detailLink, type NavigateFn } from './navigation';
