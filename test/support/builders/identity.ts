import type { DataScope, Lang, PermissionCode } from '@gengyun/contracts';
import { EnterpriseService, MenuService, RoleService, UserService, systemContext } from '@gengyun/identity';
import type { TestApp } from '../test-app';

export interface Actor {
  token: string;
  userId: number;
  enterpriseId: number;
  account: string;
  password: string;
}

let seq = 0;
const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** A distinct client address per builder login, so the /login rate limit never trips in suites. */
const fakeIp = (): string => `10.${(seq >> 8) & 255}.${seq & 255}.${Math.floor(Math.random() * 250) + 1}`;

/** POST /login and return the session token (asserts success); the enterprise code is needed for a name held in several. */
export async function login(t: TestApp, account: string, password: string, enterpriseCode?: string): Promise<{ token: string; userId: number; enterpriseId: number }> {
  const res = await t.post('/login', { account, password, ...(enterpriseCode ? { enterpriseCode } : {}) }).set('X-Forwarded-For', fakeIp());
  if (res.status !== 200 || res.body.code !== 200) throw new Error(`login ${account} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as { token: string; userId: number; enterpriseId: number };
}

async function createUser(
  t: TestApp,
  enterpriseId: number,
  roleIds: number[],
  opts: { lang?: Lang; account?: string; password?: string } = {},
): Promise<Actor> {
  const account = opts.account ?? unique('u');
  const password = opts.password ?? 'Passw0rd1';
  await t.app.get(UserService).add(systemContext(enterpriseId), { account, password, name: account, roleIds, lang: opts.lang });
  const [{ code }] = (await t.db.query('SELECT code FROM enterprise WHERE id = ?', [enterpriseId])) as Array<{ code: string }>;
  const session = await login(t, account, password, code);
  return { token: session.token, userId: session.userId, enterpriseId, account, password };
}

/** A new enterprise with an administrator (a user holding an is_admin role), logged in. */
export async function newEnterprise(
  t: TestApp,
  opts: { code?: string; name?: string } = {},
): Promise<{ enterpriseId: number; code: string; admin: Actor }> {
  const code = opts.code ?? unique('ent');
  const enterprise = await t.app.get(EnterpriseService).create({ code, name: opts.name ?? `Enterprise ${code}` });
  const role = await t.app.get(RoleService).add(systemContext(enterprise.id), { name: '系统管理员', is_admin: true });
  const admin = await createUser(t, enterprise.id, [role.id]);
  return { enterpriseId: enterprise.id, code, admin };
}

/** A user with one role granting exactly these permission codes and data scopes, logged in. */
export async function newUser(
  t: TestApp,
  enterpriseId: number,
  opts: { permissions?: PermissionCode[]; scopes?: Partial<Record<DataScope, number[]>>; lang?: Lang; account?: string; password?: string } = {},
): Promise<Actor> {
  const ctx = systemContext(enterpriseId);
  const roles = t.app.get(RoleService);
  const role = await roles.add(ctx, { name: unique('role') });
  const menuIds = await t.app.get(MenuService).idsForCodes(opts.permissions ?? []);
  await roles.grant(ctx, { id: role.id, menuIds, scopes: opts.scopes ?? {} });
  return createUser(t, enterpriseId, [role.id], opts);
}

/** An administrator of the platform operator's enterprise (created at start), logged in: holds the `platform:*` codes. */
export async function newOperator(t: TestApp, lang?: Lang): Promise<Actor> {
  const platform = await t.app.get(EnterpriseService).byCode(t.config.platform.enterpriseCode);
  if (!platform) throw new Error('the platform enterprise was not created at start');
  const [role] = (await t.app.get(RoleService).byNames(platform.id, ['系统管理员'])).filter((r) => r.is_admin);
  if (!role) throw new Error('the platform enterprise has no administrator role');
  return createUser(t, platform.id, [role.id], { lang });
}
