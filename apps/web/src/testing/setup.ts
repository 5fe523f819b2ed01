import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lays nothing out, so it has no scrollIntoView; screens that bring a field into view call it.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
