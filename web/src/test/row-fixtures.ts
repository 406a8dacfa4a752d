/** The columns every business row carries (contracts `tenantColumns`), for test fixtures built from contracts rows. */
export const TENANT_COLUMNS = {
  enterprise_id: 1,
  create_time: '2025-01-01T00:00:00.000Z',
  create_user_id: null,
  update_time: '2025-01-01T00:00:00.000Z',
} as const;
