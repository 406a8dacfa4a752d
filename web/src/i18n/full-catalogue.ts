/** Every message and label the product ships (its own chunk: see `loadFullCatalogue`). */
export { messages } from '@gengyun/contracts/i18n';
