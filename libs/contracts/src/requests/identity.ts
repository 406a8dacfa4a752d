import type { Lang } from '../i18n/catalog';
import type { DataScope } from '../permissions';
import type { SmsPurpose } from '../enums/identity';

/**
 * Request bodies of the identity area (type aliases, so they fit the web client's form values). The server's DTO
 * classes implement these (class-validator checks them at
 * run time); the web's forms send them.
 */

export type LoginRequest = {
  /** The account, or the phone number. */
  account: string;
  password: string;
  /** Needed only when the same account exists in several enterprises. */
  enterpriseCode?: string;
};

export type ChangePasswordRequest = {
  oldPassword: string;
  password: string;
  confirmPassword: string;
};

/** The fields a user edits on their own profile (`/user/updateInfo`). */
export type UpdateInfoRequest = {
  name?: string;
  phone?: string;
  mail?: string;
  /** Removes the mail address (an emptied form field is dropped on the way, so clearing is asked for by name). */
  clear_mail?: boolean;
  wechat_no?: string;
  lang?: Lang;
};

type UserFields = {
  job_no?: string;
  phone?: string;
  mail?: string;
  /** Removes the mail address (see UpdateInfoRequest). */
  clear_mail?: boolean;
  wechat_no?: string;
  org_id?: number | null;
  group_id?: number | null;
  position_id?: number | null;
  roleIds?: number[];
  is_external?: boolean;
  is_paid?: boolean;
  enabled?: boolean;
  lang?: Lang;
};

export type AddUserRequest = UserFields & {
  account: string;
  name: string;
  password: string;
};

export type UpdateUserRequest = UserFields & {
  id: number;
  account?: string;
  name?: string;
};

/** A row of `/user/importRoles`: role names, comma separated (empty removes every role). */
export type ImportRolesRow = {
  account: string;
  roles: string;
};

export type RoleRequest = {
  name: string;
  remark?: string;
  is_admin?: boolean;
};

export type GrantRoleRequest = {
  id: number;
  menuIds: number[];
  /** Data permissions: dimension → allowed ids; a dimension left out (or empty) is unrestricted. */
  scopes?: Partial<Record<DataScope, number[]>>;
};

export type OrgRequest = {
  name: string;
  parent_id?: number;
  code?: string;
  sort?: number;
};

/** A group or a position. */
export type UnitRequest = {
  name: string;
  org_id?: number;
  remark?: string;
};

/** `/tenant/add`: an enterprise and its first administrator. */
export type AddTenantRequest = {
  code: string;
  name: string;
  admin_name: string;
  account: string;
  phone: string;
  password: string;
  job_no?: string;
  /** Absent or null: unlimited. */
  paid_user_limit?: number | null;
};

/** `/sms/sendCode`; `/sms/verifyCode` adds the code. */
export type SendCodeRequest = {
  phone: string;
  purpose: SmsPurpose;
};
export type VerifyCodeRequest = SendCodeRequest & { code: string };

/** `/forgotPassword/reset`: the code verified through /sms/verifyCode and the new password. */
export type ForgotResetRequest = {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
};

/** `/register`: a user applies to join an enterprise; an administrator approves. */
export type RegisterRequest = {
  enterpriseCode: string;
  account: string;
  name: string;
  phone: string;
  password: string;
  job_no?: string;
};

/** `/registerCompany`: a company applies to register, or (`claim`) to administer one already registered. */
export type RegisterCompanyRequest = {
  enterpriseCode: string;
  enterpriseName: string;
  name: string;
  account: string;
  phone: string;
  password: string;
  job_no?: string;
  claim?: boolean;
};
