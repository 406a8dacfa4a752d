import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Permission, type PermissionCode } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import type { Actor } from '../../support/builders/identity';
import { ok, uniq } from './support';

export const FLOW = Permission.workflowTemplate;
export const FLOW_ALL: PermissionCode[] = Object.values(Permission.workflowTemplate);

/** A fixture of test/api/work-orders/fixtures. */
export const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

/** The repair flow with candidates that exist in the enterprise (two roles, two users) and, optionally, another process id. */
export async function repairFlow(t: TestApp, admin: Actor, code = 'repair_flow'): Promise<string> {
  const role = async () => (await ok<{ id: number }>(t, '/role/add', { name: uniq('角色') }, admin)).id;
  const [r1, r2] = [await role(), await role()];
  return fixture('repair-flow.bpmn')
    .replaceAll('"3,4"', `"${admin.userId}"`)
    .replaceAll('"7,8"', `"${r1},${r2}"`)
    .replace('id="repair_flow"', `id="${code}"`)
    .replace('bpmnElement="repair_flow"', `bpmnElement="${code}"`);
}

export interface TemplateDetail {
  id: number;
  code: string;
  name: string;
  enabled: boolean;
  current_version: number;
  current_version_id: number;
  versions: Array<{ id: number; version: number; node_count: number }>;
  xml: string;
  graph: { process_id: string; nodes: Array<Record<string, unknown>>; flows: Array<Record<string, unknown>> };
}

export const addTemplate = (t: TestApp, who: Actor, code: string, xml: string, extra: Record<string, unknown> = {}) =>
  ok<TemplateDetail>(t, '/workflowTemplate/add', { code, name: '维修流程', xml, ...extra }, who);
