import type { IconKind } from './markerRules';

/** SPEC 9: marker icons are 41 px; the position pin is 25×41. Inline SVG, so no network. */
export interface IconSpec {
  url: string;
  size: [number, number];
  anchor: [number, number];
  popupAnchor: [number, number];
}

const COLOURS: Record<IconKind, string> = {
  position: '#2f54eb',
  fault: '#f5222d',
  highlight: '#faad14',
  factory1: '#52c41a',
  factory2: '#fa8c16',
  factory3: '#f5222d',
  statusOff: '#8c8c8c',
  statusOn: '#1677ff',
  statusTwo: '#722ed1',
  running: '#13c2c2',
  default: '#1677ff',
};

/** Inner glyphs drawn in a 41×41 box. */
const GLYPHS: Partial<Record<IconKind, string>> = {
  fault: '<rect x="18.5" y="8" width="4" height="12" rx="1" fill="#fff"/><circle cx="20.5" cy="24" r="2.2" fill="#fff"/>',
  highlight: '<path d="M20.5 7l3 6.5 7 .8-5.2 4.7 1.5 7-6.3-3.6-6.3 3.6 1.5-7-5.2-4.7 7-.8z" fill="#fff"/>',
  factory1: '<path d="M11 26V15l6 4v-4l6 4v-4l6 4V9h3v17z" fill="#fff"/>',
  factory2: '<path d="M11 26V15l6 4v-4l6 4v-4l6 4V9h3v17z" fill="#fff"/>',
  factory3: '<path d="M11 26V15l6 4v-4l6 4v-4l6 4V9h3v17z" fill="#fff"/>',
  running: '<path d="M17 10l10 7-10 7z" fill="#fff"/>',
};

const svgUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function pinSvg(colour: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41">' +
    `<path d="M12.5 0C5.6 0 0 5.6 0 12.5 0 21.9 12.5 41 12.5 41S25 21.9 25 12.5C25 5.6 19.4 0 12.5 0z" fill="${colour}"/>` +
    '<circle cx="12.5" cy="12.5" r="5" fill="#fff"/></svg>'
  );
}

function badgeSvg(kind: IconKind): string {
  const glyph = GLYPHS[kind] ?? '<circle cx="20.5" cy="17" r="6" fill="#fff"/>';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="41" height="41" viewBox="0 0 41 41">' +
    `<path d="M20.5 1C10.3 1 3 8.3 3 17.5 3 29 20.5 40 20.5 40S38 29 38 17.5C38 8.3 30.7 1 20.5 1z" fill="${COLOURS[kind]}" stroke="#fff" stroke-width="1.5"/>` +
    `${glyph}</svg>`
  );
}

const cache = new Map<IconKind, IconSpec>();

export function iconSpec(kind: IconKind): IconSpec {
  let spec = cache.get(kind);
  if (!spec) {
    spec =
      kind === 'position'
        ? { url: svgUrl(pinSvg(COLOURS.position)), size: [25, 41], anchor: [12, 41], popupAnchor: [1, -34] }
        : { url: svgUrl(badgeSvg(kind)), size: [41, 41], anchor: [20, 40], popupAnchor: [0, -34] };
    cache.set(kind, spec);
  }
  return spec;
}

export const iconColour = (kind: IconKind): string => COLOURS[kind];
