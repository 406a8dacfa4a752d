export interface ScreenPoint {
  key: string;
  x: number;
  y: number;
}

export interface GridCluster {
  /** Mean position of the members (screen pixels). */
  x: number;
  y: number;
  keys: string[];
}

/** SPEC-free helper: groups points falling in the same `cell`-pixel square; singles stay markers. */
export function gridCluster(points: readonly ScreenPoint[], cell = 80): { singles: string[]; clusters: GridCluster[] } {
  const cells = new Map<string, ScreenPoint[]>();
  for (const point of points) {
    const id = `${Math.floor(point.x / cell)}:${Math.floor(point.y / cell)}`;
    const members = cells.get(id);
    if (members) members.push(point);
    else cells.set(id, [point]);
  }
  const singles: string[] = [];
  const clusters: GridCluster[] = [];
  for (const members of cells.values()) {
    if (members.length === 1) {
      singles.push(members[0].key);
      continue;
    }
    const x = members.reduce((sum, p) => sum + p.x, 0) / members.length;
    const y = members.reduce((sum, p) => sum + p.y, 0) / members.length;
    clusters.push({ x, y, keys: members.map((p) => p.key) });
  }
  return { singles, clusters };
}
