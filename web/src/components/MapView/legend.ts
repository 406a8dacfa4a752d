import type { MessageKey } from '@gengyun/contracts';
import { iconColour } from './icons';
import { iconKindOf, isMarkerVisible, type IconKind } from './markerRules';
import type { MapMarker } from './types';

/**
 * Marker states from the one needing attention most to the least: faults (and open alarms) first, then the red and
 * orange warning levels and highlighted markers, equipment in use that is not running, idle, running, the normal
 * level, others, scrapped; location pins last. A cluster takes the colour of the first state among its markers.
 */
export const KIND_SEVERITY: readonly IconKind[] = ['fault', 'factory3', 'highlight', 'factory2', 'statusOn', 'statusTwo', 'running', 'factory1', 'default', 'statusOff', 'position'];

const rank = (kind: IconKind): number => KIND_SEVERITY.indexOf(kind);

/** The state of a group that needs attention most. */
export function worstKind(kinds: Iterable<IconKind>): IconKind {
  let worst: IconKind = 'position';
  for (const kind of kinds) if (rank(kind) < rank(worst)) worst = kind;
  return worst;
}

/** The legend's wording of each state (components.map.legend.*). */
export const LEGEND_LABELS: Readonly<Record<IconKind, MessageKey>> = {
  fault: 'components.map.legend.fault',
  factory3: 'components.map.legend.factory3',
  highlight: 'components.map.legend.highlight',
  factory2: 'components.map.legend.factory2',
  statusOn: 'components.map.legend.statusOn',
  statusTwo: 'components.map.legend.statusTwo',
  running: 'components.map.legend.running',
  factory1: 'components.map.legend.factory1',
  default: 'components.map.legend.default',
  statusOff: 'components.map.legend.statusOff',
  position: 'components.map.legend.position',
};

export interface LegendEntry {
  kind: IconKind;
  colour: string;
  labelKey: MessageKey;
  count: number;
}

/** The states the visible point markers show, worst first, with how many markers show each. */
export function legendOf(markers: readonly MapMarker[], customerMap = false): LegendEntry[] {
  const counts = new Map<IconKind, number>();
  for (const marker of markers) {
    const kind = iconKindOf(marker);
    if (kind && isMarkerVisible(marker, customerMap)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return KIND_SEVERITY.filter((kind) => counts.has(kind)).map((kind) => ({ kind, colour: iconColour(kind), labelKey: LEGEND_LABELS[kind], count: counts.get(kind) as number }));
}
