export { RowViewButtons, type RowViewButtonsProps } from './RowViewButtons';
