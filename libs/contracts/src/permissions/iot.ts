/** Feature permission codes of the iot area. */
export const iotPermissions = {} as const;
