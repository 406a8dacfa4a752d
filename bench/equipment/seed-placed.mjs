// Shared by the equipment map benchmarks (map.bench.mjs, map-render.bench.mjs): the demo enterprise plus `rows`
// equipment placed on the street map and on the demo plant's floor plan, inserted in batches of 1,000.
import { performance } from 'node:perf_hooks';

const BATCH = 1000;

/**
 * Seeds through the running app's services and DataSource (`require` resolves the compiled libs).
 * Answers the demo context, the plant (level-1 location) id, the inserted equipment ids and the time the inserts took.
 */
export async function seedPlacedEquipment(app, require, rows) {
  const { IdentitySeeder } = require('@gengyun/identity');
  const { EquipmentSeeder } = require('@gengyun/equipment');
  const { DataSource } = require('typeorm');
  const ctx = await app.get(IdentitySeeder).seedDemo();
  await app.get(EquipmentSeeder).seed(ctx);
  const db = app.get(DataSource);
  const types = await db.query('SELECT id FROM equipment_type WHERE enterprise_id = ?', [ctx.enterpriseId]);
  const rooms = await db.query('SELECT id FROM asset_position WHERE enterprise_id = ? AND level = 3', [ctx.enterpriseId]);
  const [plant] = await db.query('SELECT id FROM asset_position WHERE enterprise_id = ? AND level = 1', [ctx.enterpriseId]);

  const t0 = performance.now();
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  for (let done = 0; done < rows; done += BATCH) {
    const tuples = [];
    const values = [];
    for (let i = done; i < Math.min(rows, done + BATCH); i++) {
      tuples.push('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
      // x/y spread over the plan's ±960 × ±540 box; lng/lat over ~10 km around the demo plant.
      values.push(ctx.enterpriseId, now, now, `MAP${String(i).padStart(6, '0')}`, `泵-${i}`, types[i % types.length].id, rooms[i % rooms.length].id, 1 + (i % 6), 1 + (i % 4), -950 + (i % 190) * 10, -530 + (Math.floor(i / 190) % 106) * 10, 113.28 + (i % 100) * 0.001, 23.06 + Math.floor(i / 100) * 0.001);
    }
    await db.query(`INSERT INTO equipment (enterprise_id, create_time, update_time, asset_code, asset_name, type_id, position_id, status, running_status_id, x, y, lng, lat) VALUES ${tuples.join(', ')}`, values);
  }
  const placed = await db.query("SELECT id FROM equipment WHERE enterprise_id = ? AND asset_code LIKE 'MAP%' ORDER BY id", [ctx.enterpriseId]);
  return { ctx, db, plantId: plant.id, equipmentIds: placed.map((r) => r.id), seedMs: performance.now() - t0 };
}
