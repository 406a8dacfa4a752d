/** The demo enterprise's storerooms: a main store and a site store, each with bins. */
export const DEMO_WAREHOUSES = [
  { code: 'WH-MAIN', name: '备件总库', address: '厂区一号库房', bins: ['A-01', 'A-02', 'A-03', 'B-01'] },
  { code: 'WH-SITE', name: '泵站二级库', address: '二号泵站值班室', bins: ['S-01', 'S-02'] },
] as const;

/** bomType option values (dictionary defaults): 1 spare part, 2 consumable, 3 tool, 4 material. */
interface DemoPart {
  code: string;
  name: string;
  type: 1 | 2 | 3 | 4;
  spec: string;
  unit: string;
  price: string;
  min: number;
  max: number;
  batch?: boolean;
  /** Opening stock: [warehouse index, bin index, quantity]. */
  stock: Array<[number, number, number]>;
}

/** ~15 parts; two sit below their minimum so the below-minimum filter has something to show. */
export const DEMO_PARTS: DemoPart[] = [
  { code: 'BRG-6204', name: '深沟球轴承', type: 1, spec: '6204-2RS', unit: '个', price: '18.50', min: 10, max: 60, stock: [[0, 0, 40], [1, 0, 6]] },
  { code: 'BRG-6308', name: '深沟球轴承', type: 1, spec: '6308-ZZ', unit: '个', price: '46.00', min: 4, max: 20, stock: [[0, 0, 12]] },
  { code: 'SEAL-M45', name: '机械密封', type: 1, spec: 'M7N-45', unit: '套', price: '320.00', min: 2, max: 8, stock: [[0, 1, 5], [1, 0, 1]] },
  { code: 'IMP-150', name: '潜水泵叶轮', type: 1, spec: 'WQ150 铸铁', unit: '个', price: '860.00', min: 1, max: 4, stock: [[0, 1, 2]] },
  { code: 'VLV-DN100', name: '闸阀', type: 1, spec: 'Z45X-16Q DN100', unit: '台', price: '1150.00', min: 1, max: 3, stock: [[0, 2, 2]] },
  { code: 'GSK-DN100', name: '法兰垫片', type: 2, spec: 'DN100 丁腈橡胶', unit: '片', price: '6.80', min: 20, max: 200, stock: [[0, 2, 120], [1, 1, 30]] },
  { code: 'BLT-M16', name: '六角螺栓', type: 2, spec: 'M16×60 8.8级', unit: '套', price: '2.40', min: 50, max: 500, stock: [[0, 3, 300]] },
  { code: 'OIL-46', name: '液压油', type: 2, spec: 'L-HM 46', unit: '升', price: '22.00', min: 40, max: 200, batch: true, stock: [[0, 3, 120]] },
  { code: 'GRS-3', name: '锂基润滑脂', type: 2, spec: '3号 0.8kg', unit: '桶', price: '35.00', min: 6, max: 30, batch: true, stock: [[0, 3, 4]] },
  { code: 'FLT-AIR', name: '空气滤芯', type: 2, spec: 'K2640', unit: '个', price: '58.00', min: 4, max: 16, stock: [[0, 1, 8]] },
  { code: 'CTR-LC1D', name: '交流接触器', type: 1, spec: 'LC1D32 AC220V', unit: '个', price: '145.00', min: 2, max: 10, stock: [[0, 2, 6], [1, 1, 2]] },
  { code: 'FUS-63A', name: '熔断器', type: 2, spec: 'RT18-63 63A', unit: '个', price: '9.50', min: 20, max: 100, stock: [[0, 2, 12]] },
  { code: 'CBL-YJV', name: '电力电缆', type: 4, spec: 'YJV 3×16', unit: '米', price: '42.00', min: 50, max: 300, stock: [[0, 3, 150]] },
  { code: 'TL-WRENCH', name: '扭力扳手', type: 3, spec: '40-200N·m', unit: '把', price: '480.00', min: 1, max: 3, stock: [[0, 0, 2]] },
  { code: 'TL-MEGGER', name: '绝缘电阻测试仪', type: 3, spec: 'ZC25-4 1000V', unit: '台', price: '650.00', min: 1, max: 2, stock: [[1, 0, 1]] },
];
