// Each component test starts from an empty document.
//
// findBy… and waitFor wait on their condition as long as a busy machine needs: their
// one-second default is a time limit, not a guard against a hang (the project's testTimeout is).
import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

// happy-dom loads no frame (unit tests reach no network) and says so, with a stack, on the
// console it was given (Node's own, beside vitest's) for every <iframe> a screen draws (a
// video, a street view, a map): a notice, not a result. Every other message still prints.
const nodeConsole = process.getBuiltinModule('node:console') as Console;
const printError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  if (args[0] instanceof Error && args[0].name === 'NotSupportedError' && args[0].message.includes('Iframe page loading is disabled')) return;
  printError(...args);
};

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);
