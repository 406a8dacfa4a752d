import type { NoticeTarget, NoticeType } from '../enums/system';

/** `/enterprise/update` (the logo may also be sent as the multipart file `logo`). */
export type EnterpriseInfoRequest = {
  name: string;
  address?: string;
  contact?: string;
  phone?: string;
  email?: string;
  /** An already uploaded file to use as the logo. */
  logo_file_id?: number;
};

/** `/notice/add`, `/notice/update` (with the id). */
export type NoticeRequest = {
  title: string;
  content: string;
  type: NoticeType;
  target_type: NoticeTarget;
  /** Required when `target_type` is `roles`. */
  role_ids?: number[];
};
