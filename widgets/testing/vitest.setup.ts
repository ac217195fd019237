// Each component test starts from an empty document.
//
// findBy… and waitFor wait on their condition as long as a busy machine needs: their
// one-second default is a time limit, not a guard against a hang (the project's testTimeout is).
import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);
