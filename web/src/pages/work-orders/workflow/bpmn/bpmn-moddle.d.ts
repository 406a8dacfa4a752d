/** The part of bpmn-moddle (shipped with bpmn-js, without a declaration of its class) the tests read XML with. */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    get(name: string): unknown;
    set(name: string, value: unknown): void;
    [key: string]: unknown;
  }
  export class BpmnModdle {
    constructor(extensions?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: unknown[] }>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, properties?: Record<string, unknown>): ModdleElement;
  }
}
