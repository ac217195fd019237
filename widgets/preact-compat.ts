/**
 * What `react` is in the preact build. zustand does `import React from 'react'` and
 * calls a few members on it; pointed at preact/compat itself, that default import keeps
 * the whole compat object (Suspense, lazy, portals, Children, …) in every page, about
 * 1.9 KB gzip that no screen uses. The default export here holds only what the package
 * calls (preact-compat.test.ts reads its source to keep the list complete); every named
 * export is preact/compat's own.
 */
import { createElement, useCallback, useDebugValue, useSyncExternalStore } from 'preact/compat';

// @ts-expect-error preact/compat's types say `export =`, which TypeScript will not re-export; the module is ES and does export its names
export * from 'preact/compat';

export default { createElement, useCallback, useDebugValue, useSyncExternalStore };
