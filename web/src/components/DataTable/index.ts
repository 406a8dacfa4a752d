export { DataTable, TABLE_LAYOUT, type DataTableProps, type TableSelection } from './DataTable';
export {
  textColumn,
  enumColumn,
  dateColumn,
  levelColumn,
  switchColumn,
  selectColumn,
  linkColumn,
  formatDate,
  DATE_TIME_FORMAT,
  type DataColumn,
  type BaseColumnOptions,
  type SwitchColumnOptions,
  type SelectColumnOptions,
  type LinkColumnOptions,
} from './columns';
export { levelColour, LEVEL_COLOURS, Label, type CellOption } from './cells';
export { ColumnPicker, type ColumnPickerProps } from './ColumnPicker';
export { routePath, detailLink, type NavigateFn } from './navigation';
