export { ChooseDialog, CHOOSE_DIALOG_WIDTH, CHOOSE_TABLE_HEIGHT, type ChooseDialogProps, type ChooseFetcher, type ChooseParams } from './ChooseDialog';
export { validateChoice, DEFAULT_MAX_CHOICES, type ChoiceError } from './validateChoice';
