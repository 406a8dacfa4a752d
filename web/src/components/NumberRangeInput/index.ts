export { IntegerInput, NumberRangeInput, type IntegerInputProps, type NumberRange, type NumberRangeInputProps } from './NumberRangeInput';
export { isIntegerTyping, finishIntegerText, parseIntegerText } from './integer';
