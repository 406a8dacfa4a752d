/** bpmn-js and its styles, loaded only by the pages that draw diagrams (ARCHITECTURE §7: heavy libraries per route). */
const styles = () =>
  Promise.all([
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
    import('bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'),
    import('./diagram.css'),
  ]);

export const loadModeler = async () => (await Promise.all([import('bpmn-js/lib/Modeler'), styles()]))[0].default;
export const loadViewer = async () => (await Promise.all([import('bpmn-js/lib/NavigatedViewer'), styles()]))[0].default;
