import { z } from 'zod';
import { WORKFLOW_CANDIDATE_TYPES, WORKFLOW_HANDLER_TYPES, WORKFLOW_NODE_TYPES } from '../enums/work-orders-workflow';
import { WORK_ORDER_STATUSES } from '../enums/work-orders';
import { id, pageOf, ref, tenantColumns, timestamp } from './common';

/** A node of a template as the server read it from the XML (standard elements plus our attributes). */
export const WorkflowNode = z
  .object({
    id: z.string(),
    type: z.enum(WORKFLOW_NODE_TYPES),
    name: z.string().nullable(),
    handler_type: z.enum(WORKFLOW_HANDLER_TYPES).nullable(),
    candidate_type: z.enum(WORKFLOW_CANDIDATE_TYPES).nullable(),
    /** Ids of the roles, positions, organisations or users the candidates are. */
    candidates: z.array(z.string()),
    required_fields: z.array(z.string()),
    require_attachments: z.boolean(),
    require_signature: z.boolean(),
    time_limit_minutes: z.number().int().nullable(),
    /** The work-order status the node stands for (the instance diagram's done path and current node). */
    status: z.enum(WORK_ORDER_STATUSES).nullable(),
    /** `parallel` (countersign) or `sequential` (chain) multi-instance; null: one instance. */
    multi_instance: z.enum(['parallel', 'sequential']).nullable(),
    /** Exclusive gateways: the default flow's id. */
    default_flow: z.string().nullable(),
  })
  .meta({ id: 'WorkflowNode' });
export type WorkflowNode = z.infer<typeof WorkflowNode>;

export const WorkflowFlow = z
  .object({ id: z.string(), name: z.string().nullable(), source: z.string(), target: z.string(), condition: z.string().nullable() })
  .meta({ id: 'WorkflowFlow' });
export type WorkflowFlow = z.infer<typeof WorkflowFlow>;

/** The parsed shape of a template's diagram. */
export const WorkflowGraph = z
  .object({ process_id: z.string(), process_name: z.string().nullable(), nodes: z.array(WorkflowNode), flows: z.array(WorkflowFlow) })
  .meta({ id: 'WorkflowGraph' });
export type WorkflowGraph = z.infer<typeof WorkflowGraph>;

/** A saved version of a template: immutable. */
export const WorkflowTemplateVersionRow = z
  .object({ id, template_id: id, version: z.number().int().positive(), create_time: timestamp, create_user_id: ref, node_count: z.number().int() })
  .meta({ id: 'WorkflowTemplateVersionRow' });
export type WorkflowTemplateVersionRow = z.infer<typeof WorkflowTemplateVersionRow>;

export const WorkflowTemplateRow = z
  .object({
    ...tenantColumns,
    /** The flow code (`flow_code` of the diagram links), unique in the enterprise; the BPMN process id. */
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    enabled: z.boolean(),
    current_version: z.number().int().positive(),
    current_version_id: id,
  })
  .meta({ id: 'WorkflowTemplateRow' });
export type WorkflowTemplateRow = z.infer<typeof WorkflowTemplateRow>;
export const WorkflowTemplatePage = pageOf(WorkflowTemplateRow);

/** `/workflowTemplate/detail`: the template, its versions (newest first) and the current version's XML and nodes. */
export const WorkflowTemplateDetail = WorkflowTemplateRow.extend({
  versions: z.array(WorkflowTemplateVersionRow),
  xml: z.string(),
  graph: WorkflowGraph,
}).meta({ id: 'WorkflowTemplateDetail' });
export type WorkflowTemplateDetail = z.infer<typeof WorkflowTemplateDetail>;

/** `/workflowTemplate/validate`: the diagram is valid; its nodes as read. */
export const WorkflowValidation = z.object({ valid: z.literal(true), graph: WorkflowGraph }).meta({ id: 'WorkflowValidation' });
export type WorkflowValidation = z.infer<typeof WorkflowValidation>;

/** The diagram links' answer (SPEC §7): the XML to show, what to highlight, and what it belongs to. */
export const WorkflowDiagram = z
  .object({
    template_id: id,
    code: z.string(),
    name: z.string(),
    version: z.number().int().positive(),
    xml: z.string(),
    /** Element ids to mark as passed (instance diagrams). */
    done: z.array(z.string()),
    /** Element ids to mark as current: the instance's node, or the node asked for. */
    current: z.array(z.string()),
    /** Instance diagrams: the order's business number. */
    order_code: z.string().nullable(),
  })
  .meta({ id: 'WorkflowDiagram' });
export type WorkflowDiagram = z.infer<typeof WorkflowDiagram>;

/** `/workflowTemplate/export`: the version's XML and a file name for it (`<code>-v<n>.bpmn20.xml`). */
export const WorkflowExport = z.object({ file_name: z.string(), xml: z.string() }).meta({ id: 'WorkflowExport' });
export type WorkflowExport = z.infer<typeof WorkflowExport>;
