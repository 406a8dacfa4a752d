import type { ComponentType } from 'react';

/**
 * A list card another area adds to the home work bench, below the counts: maintenance's "today's plans". An area
 * declares its cards in `pages/<area>/home-cards.ts` (`homeCards`), collected at build time as the order panels are,
 * so the home page imports no other area. A card is shown to those holding any of its permissions.
 */
export interface HomeCard {
  key: string;
  permissions: readonly string[];
  /** Loaded on demand (keep it lazy). */
  Card: ComponentType;
}

const modules = import.meta.glob<{ homeCards?: HomeCard[] }>('../*/home-cards.ts', { eager: true });

/** Every area's work-bench list cards. */
export const HOME_CARDS: readonly HomeCard[] = Object.values(modules).flatMap((m) => m.homeCards ?? []);
