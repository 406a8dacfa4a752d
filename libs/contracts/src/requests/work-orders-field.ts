/** `/workOrderSignature/add`: a PNG uploaded before (unbound, by the caller), bound to the order as its signature. */
export type WorkOrderSignatureAddRequest = { work_order_id: number; file_id: number };
