import { BPMN_NAMESPACES } from '@gengyun/contracts';

const attr = (name: string, type = 'String') => ({ name, isAttr: true, type });

/**
 * Moddle descriptors for bpmn-js, so our attributes and Flowable's are typed properties (read with `get`, written by
 * `modeling.updateProperties`) and exported with their namespace declarations.
 */
export const moddleExtensions = {
  gengyun: {
    name: 'Gengyun',
    uri: BPMN_NAMESPACES.gengyun,
    prefix: 'gengyun',
    xml: { tagAlias: 'lowerCase' },
    types: [
      {
        name: 'NodeAttributes',
        isAbstract: true,
        extends: ['bpmn:FlowNode'],
        properties: ['handlerType', 'candidateType', 'candidates', 'requiredFields', 'requireAttachments', 'requireSignature', 'timeLimitMinutes', 'status'].map((n) => attr(n)),
      },
    ],
  },
  flowable: {
    name: 'Flowable',
    uri: BPMN_NAMESPACES.flowable,
    prefix: 'flowable',
    xml: { tagAlias: 'lowerCase' },
    types: [
      { name: 'Assignable', isAbstract: true, extends: ['bpmn:UserTask'], properties: ['assignee', 'candidateUsers', 'candidateGroups'].map((n) => attr(n)) },
      { name: 'Collectable', isAbstract: true, extends: ['bpmn:MultiInstanceLoopCharacteristics'], properties: ['collection', 'elementVariable'].map((n) => attr(n)) },
    ],
  },
};
