/** Request bodies of the equipment area (the DTOs implement them; the web's forms send them). */

export type EquipmentTypeRequest = {
  name: string;
  code?: string;
  parent_id?: number | null;
  sort?: number;
  remark?: string;
};

export type EquipmentModelRequest = {
  name: string;
  type_id: number;
  manufacturer_id?: number;
  specification?: string;
  remark?: string;
};

/** A manufacturer or a supplier. */
export type PartnerRequest = {
  name: string;
  contact?: string;
  phone?: string;
  address?: string;
  remark?: string;
};

export type AddressRequest = {
  name: string;
  address: string;
  lng?: number;
  lat?: number;
  contact?: string;
  phone?: string;
  remark?: string;
};

/** `/equipmentIo/add` and `/update` (with the id). */
export type IoRequest = {
  code?: string;
  /** IoDirection. */
  direction: number;
  to_position_id?: number;
  /** Left out: the direction's default (IO_DEFAULT_STATUS). */
  to_status?: number;
  /** Left out: the caller. */
  handler_user_id?: number;
  equipment_ids: number[];
  remark?: string;
};

/** `/equipmentCount/add`: a stocktake of a location on a day. */
export type CountRequest = {
  code?: string;
  count_date: string;
  position_id: number;
  person_user_id?: number;
  remark?: string;
};
