import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

// The app loads every area's labels with the shell (loadFullCatalogue); tests render pages directly.
import { messages } from '@gengyun/contracts';
import { addShippedLabels } from '@/i18n/i18n-instance';

addShippedLabels(messages);
