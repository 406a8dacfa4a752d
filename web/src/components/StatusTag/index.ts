export { StatusTag, type StatusOption, type StatusOptions, type StatusTagProps } from './StatusTag';
