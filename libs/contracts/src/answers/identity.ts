import { z } from 'zod';
import { DataScope } from '../permissions';
import { LANGS, type Lang } from '../i18n/catalog';
import { ACCOUNT_PATTERN, EnterpriseStatus, RegistrationStatus } from '../enums/identity';
import { THEMES } from '../settings/kinds';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';

const lang = z.enum(LANGS as readonly [Lang, ...Lang[]]);

/** `/login` and `/doGoSns`: the session token and who it belongs to. */
export const LoginAnswer = z
  .object({
    token: z.string(),
    userId: id,
    name: z.string(),
    account: z.string(),
    lang,
    enterpriseId: id,
    enterpriseName: z.string(),
    /** The enterprise's time zone (IANA name): every time shown to the user is in it (ARCHITECTURE §4). */
    timeZone: z.string(),
    /** The enterprise's default theme, for a user who has not chosen one. */
    defaultTheme: z.enum(THEMES),
    online: z.literal(true),
    count: z.number().int(),
  })
  .meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** A user as lists, details and edits answer it (no password hash, lock counters kept to `locked`). */
export const UserRow = z
  .object({
    ...tenantColumns,
    account: z.string().regex(ACCOUNT_PATTERN),
    name: z.string(),
    job_no: z.string().nullable(),
    phone: z.string().nullable(),
    /** Where mail notifications go (work orders, safety stock, alarms); null: none. */
    mail: z.string().nullable(),
    wechat_no: z.string().nullable(),
    org_id: ref,
    group_id: ref,
    position_id: ref,
    is_external: z.boolean(),
    is_paid: z.boolean(),
    enabled: z.boolean(),
    lang,
    deleted_time: timestamp.nullable(),
    roleIds: z.array(id),
    /** Locked out after too many wrong passwords, until the lock expires. */
    locked: z.boolean(),
  })
  .meta({ id: 'UserRow' });
export type UserRow = z.infer<typeof UserRow>;
export const UserPage = pageOf(UserRow);

/** `/user/info`: the caller, with the enterprise. */
export const MyInfo = UserRow.extend({
  enterpriseName: z.string(),
  enterpriseCode: z.string(),
  isAdmin: z.boolean(),
  /** The caller's organisation and roles by name, for the profile page. */
  orgName: z.string().nullable(),
  roleNames: z.array(z.string()),
}).meta({ id: 'MyInfo' });
export type MyInfo = z.infer<typeof MyInfo>;

export const ImportRolesAnswer = z.object({ updated: z.number().int().nonnegative() });
export type ImportRolesAnswer = z.infer<typeof ImportRolesAnswer>;

export const LangAnswer = z.object({ lang });
export type LangAnswer = z.infer<typeof LangAnswer>;

/** A menu entry (`/getMenuList`, `/menu/tree`); `id` -1 is the fixed spare-part detail view. */
export interface MenuNode {
  id: number;
  pid: number;
  route: string;
  icon: string;
  langkey: string;
  name: string;
  type: number;
  children: MenuNode[];
}
export const MenuNode: z.ZodType<MenuNode> = z
  .object({
    id: z.number().int(),
    pid: z.number().int(),
    route: z.string(),
    icon: z.string(),
    langkey: z.string(),
    name: z.string(),
    type: z.number().int(),
    get children() {
      return z.array(MenuNode);
    },
  })
  .meta({ id: 'MenuNode' });
export const MenuTree = z.array(MenuNode);

/** `/getMenuList`: the caller's menu and permission codes. */
export const UserMenu = z.object({ data: z.array(MenuNode), permissions: z.array(z.string()), cancelMessage: z.string() }).meta({ id: 'UserMenu' });
export type UserMenu = z.infer<typeof UserMenu>;

export const RoleRow = z.object({ ...tenantColumns, name: z.string(), remark: z.string().nullable(), is_admin: z.boolean() }).meta({ id: 'RoleRow' });
export type RoleRow = z.infer<typeof RoleRow>;
export const RolePage = pageOf(RoleRow);

/** Data permissions of a role: dimension → granted ids; a dimension left out is unrestricted. */
export const Scopes = z.partialRecord(z.enum(DataScope), z.array(id));
export type Scopes = z.infer<typeof Scopes>;
export const RoleDetail = RoleRow.extend({ menuIds: z.array(id), scopes: Scopes }).meta({ id: 'RoleDetail' });
export type RoleDetail = z.infer<typeof RoleDetail>;

/** A grantable node of a data dimension (a location, an equipment type…). */
export const ScopeNode = z.object({ id, parent_id: ref, name: z.string() }).meta({ id: 'ScopeNode' });
export type ScopeNode = z.infer<typeof ScopeNode>;
/** A dimension the server applies, with the nodes the caller may grant (within their own data scope). */
export const ScopeDimension = z.object({ dimension: z.enum(DataScope), nodes: z.array(ScopeNode) }).meta({ id: 'ScopeDimension' });
export type ScopeDimension = z.infer<typeof ScopeDimension>;
export const ScopeDimensions = z.array(ScopeDimension).meta({ id: 'ScopeDimensions' });

/** An organisation in `/org/tree`. */
export interface OrgNode {
  id: number;
  pid: number;
  name: string;
  code: string | null;
  sort: number;
  children: OrgNode[];
}
export const OrgNode: z.ZodType<OrgNode> = z
  .object({
    id,
    /** 0 for a root. */
    pid: z.number().int().nonnegative(),
    name: z.string(),
    code: z.string().nullable(),
    sort: z.number().int(),
    get children() {
      return z.array(OrgNode);
    },
  })
  .meta({ id: 'OrgNode' });
export const OrgTree = z.array(OrgNode);

export const OrgRow = z
  .object({ ...tenantColumns, parent_id: ref, name: z.string(), code: z.string().nullable(), sort: z.number().int() })
  .meta({ id: 'OrgRow' });
export type OrgRow = z.infer<typeof OrgRow>;

/** A group or a position: a named unit inside an organisation. */
export const UnitRow = z.object({ ...tenantColumns, org_id: ref, name: z.string(), remark: z.string().nullable() }).meta({ id: 'UnitRow' });
export type UnitRow = z.infer<typeof UnitRow>;
export const UnitPage = pageOf(UnitRow);
export const PositionDetail = UnitRow.extend({ roleIds: z.array(id) }).meta({ id: 'PositionDetail' });
export type PositionDetail = z.infer<typeof PositionDetail>;

const registrationStatus = z.enum(RegistrationStatus);

/** A user's self-registration (no password hash). */
export const RegistrationRow = z
  .object({
    ...tenantColumns,
    account: z.string(),
    name: z.string(),
    job_no: z.string().nullable(),
    phone: z.string(),
    status: registrationStatus,
    user_id: ref,
    handle_user_id: ref,
    handle_time: timestamp.nullable(),
  })
  .meta({ id: 'RegistrationRow' });
export type RegistrationRow = z.infer<typeof RegistrationRow>;
export const RegistrationPage = pageOf(RegistrationRow);

/** `/register`: the application received, awaiting approval. */
export const RegistrationReceipt = z.object({ id, status: registrationStatus });
/** `/registerCompany`: the application received; `claim` when the company was already registered. */
export const CompanyRegistrationReceipt = RegistrationReceipt.extend({ claim: z.boolean() });

/** A company's self-registration or claim, as the platform operator audits it. */
export const CompanyRegistrationRow = z
  .object({
    id,
    enterprise_code: z.string(),
    enterprise_name: z.string(),
    claim: z.boolean(),
    enterprise_id: ref,
    account: z.string(),
    name: z.string(),
    job_no: z.string().nullable(),
    phone: z.string(),
    status: registrationStatus,
    reason: z.string().nullable(),
    user_id: ref,
    handle_user_id: ref,
    handle_time: timestamp.nullable(),
    create_time: timestamp,
    update_time: timestamp,
  })
  .meta({ id: 'CompanyRegistrationRow' });
export type CompanyRegistrationRow = z.infer<typeof CompanyRegistrationRow>;
export const CompanyRegistrationPage = pageOf(CompanyRegistrationRow);

/** An enterprise as the platform operator sees it. */
export const TenantRow = z
  .object({
    id,
    code: z.string(),
    name: z.string(),
    status: z.enum(EnterpriseStatus),
    /** null: unlimited. */
    paid_user_limit: z.number().int().nullable(),
    expire_time: timestamp.nullable(),
    purge_time: timestamp.nullable(),
    create_time: timestamp,
    update_time: timestamp,
    /** Users that are not deleted, and how many of them are paid users. */
    user_count: z.number().int(),
    paid_user_count: z.number().int(),
    /** When the accounts of a cancelled enterprise are (or were) deleted. */
    purge_after: timestamp.nullable(),
    /** The platform operator's own enterprise: never locked or cancelled. */
    platform: z.boolean(),
  })
  .meta({ id: 'TenantRow' });
export type TenantRow = z.infer<typeof TenantRow>;
export const TenantPage = pageOf(TenantRow);

