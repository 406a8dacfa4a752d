import type { Catalog } from './catalog';

/** Rules of the handler's field pages: the on-screen signature (issue 13 item 11). */
export const workOrdersFieldMessages = {
  'workOrderSignature.errors.notPng': { zh_CN: '签名须为PNG图片', en_US: 'The signature must be a PNG image' },
} satisfies Catalog;
