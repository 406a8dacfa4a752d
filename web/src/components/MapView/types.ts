/** SPEC section 3 "Map marker". Fields the server sends; all but center and type are optional. */
export type MarkerType = 'asset' | 'position' | 'polyline' | 'eqpt';
export type LatLng = [number, number];
type Flag = boolean | 0 | 1 | '0' | '1';

export interface MarkerSewage {
  asset_name?: string;
  /** 1, 2, 3 pick factory icons; 3 warns in red, 2 in orange. */
  realPW?: 1 | 2 | 3 | number | string;
  realPWName?: string;
  realPWValue?: string | number;
}

export interface MarkerReading {
  name: string;
  monitorAvgValue?: string | number;
}

export interface MapMarker {
  /** A point, or the points of a polyline. */
  center: LatLng | LatLng[];
  type: MarkerType;
  label?: string;
  value?: string | number;
  /** On customer maps, '1' hides the marker. */
  assets?: string | number;
  works?: unknown;
  factorys?: unknown;
  /** Marker of a customer map. */
  customer?: Flag;
  asset_status?: -1 | 1 | 2 | number;
  is_fault?: Flag;
  high_light?: Flag;
  /** 1 = running. */
  running_status_id?: number | string;
  realSZ?: MarkerReading[];
  assetSewage?: MarkerSewage;
  asset_name?: string;
  asset_code?: string;
  running_status_name?: string;
  status_name?: string;
  result_type_name?: string;
}

/** SPEC section 3 "Map config". */
export interface MapConfig {
  center?: LatLng;
  zoom?: number;
  /** Baidu street map flag (only rebuilds the map; tiles come from `url`/`tileUrl`). */
  baidu?: Flag;
  /** Flat plan image mode. */
  img?: Flag;
  /** Plan image URL in image mode; tile URL template in street mode. */
  url?: string;
}

export const isOn = (flag: Flag | undefined | null): boolean => flag === true || flag === 1 || flag === '1';
