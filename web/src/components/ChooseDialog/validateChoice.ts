/** SPEC 9: at most 5 choices in multi-choice selectors unless told otherwise. */
export const DEFAULT_MAX_CHOICES = 5;

export interface ChoiceError {
  key: 'components.choose.pleaseChoose' | 'components.choose.onlyOne' | 'components.choose.maxExceeded';
  /** Positional params for `{0}`. */
  params: unknown[];
}

/** Why `count` chosen rows cannot be confirmed, or null when they can. */
export function validateChoice(count: number, options: { multiple: boolean; max?: number; name: string }): ChoiceError | null {
  const max = options.max ?? DEFAULT_MAX_CHOICES;
  if (count === 0) return { key: 'components.choose.pleaseChoose', params: [options.name] };
  if (!options.multiple && count > 1) return { key: 'components.choose.onlyOne', params: [] };
  if (options.multiple && count > max) return { key: 'components.choose.maxExceeded', params: [max] };
  return null;
}
