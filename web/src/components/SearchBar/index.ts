export { SearchBar, type SearchBarProps } from './SearchBar';
export { useSearchHelper, SEARCH_PAGE_SIZE, type SearchHelper, type SearchParams } from './useSearchHelper';
export { pagingOf, type PagedList } from './paging-of';
