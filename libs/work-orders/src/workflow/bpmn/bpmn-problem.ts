import type { MessageKey } from '@gengyun/contracts';

/** Why a diagram is refused: a message key, its params, and the elements it names (for the designer to highlight). */
export class BpmnProblem extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: readonly unknown[] = [],
    readonly elements: string[] = [],
  ) {
    super(key);
  }
}
