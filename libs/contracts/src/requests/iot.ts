import type { MeterType } from '../enums/iot';

type MeterFields = {
  name: string;
  equipment_id?: number;
  location_id?: number;
  customer_id?: number;
  enabled?: boolean;
  offline_after_seconds?: number;
  remark?: string;
};

/** `/meter/add`: type and code are fixed once created (the device is provisioned with its topic). */
export type AddMeterRequest = MeterFields & { meter_code: string; meter_type: MeterType };
export type UpdateMeterRequest = MeterFields & { id: number };

/** `/meter/history`: quantities of one meter between two moments (epoch ms or ISO text). */
export type HistoryRequest = {
  meterId: number;
  /** Keys, as a list or comma-separated text; at most 16. */
  quantities: string[] | string;
  start: number | string;
  end: number | string;
};
