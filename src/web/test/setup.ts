import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (dialogs, modals) are transformed on first import; on a loaded machine that passes
// Testing Library's 1 s default for findBy/waitFor, failing a right answer for being slow.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
