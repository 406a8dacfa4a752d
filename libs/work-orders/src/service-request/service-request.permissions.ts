import { Permission as P } from '@gengyun/contracts';
import { menuRoute as route, type MenuSeed } from '@gengyun/core';

/** `service/info` (SPEC §2): the service-request list with its buttons, under the work-order menu. */
export const SERVICE_REQUEST_MENU: MenuSeed[] = [
  route('menu.serviceInfo', 'service/info', P.serviceRequest.list, [
    ['add', P.serviceRequest.add],
    ['edit', P.serviceRequest.edit],
    ['convert', P.serviceRequest.convert],
    ['reject', P.serviceRequest.reject],
  ]),
];
