export { Pager, DEFAULT_PAGING, type PagerProps } from './Pager';
export { usePaging, type Paging, type UsePaging } from './usePaging';
