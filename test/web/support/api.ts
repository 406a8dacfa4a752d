/** Calls the running server the way the web does, for arranging data in browser tests. */
export async function api<T = unknown>(base: string, path: string, body: object = {}, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; content: T; msg: string };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.content;
}

export const adminToken = async (base: string): Promise<string> =>
  (await api<{ token: string }>(base, '/login', { account: 'admin', password: 'admin123' })).token;

interface MenuNode {
  id: number;
  route?: string | null;
  perms?: string | null;
  langkey?: string | null;
  children?: MenuNode[];
}

/** A user whose only role grants the menu entries whose route, permission code or language key is listed (buttons
 * have no route; their language key names them where the menu tree carries no permission code). */
export async function userWithGrants(base: string, account: string, grants: string[]): Promise<void> {
  const token = await adminToken(base);
  const role = await api<{ id: number }>(base, '/role/add', { name: `role-${account}` }, token);
  const tree = await api<MenuNode[]>(base, '/menu/tree', {}, token);
  const ids: number[] = [];
  const walk = (nodes: MenuNode[]): void =>
    nodes.forEach((n) => {
      if ([n.route, n.perms, n.langkey].some((key) => key && grants.includes(key))) ids.push(n.id);
      walk(n.children ?? []);
    });
  walk(tree);
  await api(base, '/role/grant', { id: role.id, menuIds: ids }, token);
  await api(base, '/user/add', { account, name: account, password: 'pass1234', roleIds: [role.id] }, token);
}

/** Polls until `read()` satisfies `done` (the UI saves asynchronously); fails after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface TypeNode {
  id: number;
  name: string;
  children?: TypeNode[];
}

/** The id of the equipment type called `name` (the demo enterprise has 泵, 流量计, 水质分析仪, 空调, 电能表). */
export async function typeId(base: string, token: string, name: string): Promise<number> {
  const find = (nodes: TypeNode[]): TypeNode | undefined => nodes.map((n) => (n.name === name ? n : find(n.children ?? []))).find(Boolean);
  const found = find(await api<TypeNode[]>(base, '/equipmentType/tree', {}, token));
  if (!found) throw new Error(`no equipment type ${name}`);
  return found.id;
}
