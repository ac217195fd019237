/**
 * Failures the client sees without an error answer from the server, and the message each
 * shows. Apart from the table of core/api/errors.ts on purpose: the build gives the other
 * error messages a texts file that loads with the first error (tools/texts.mjs), and when
 * the network fails that file may not come either, so these travel with every page's texts.
 */
import type { MessageId } from '../messages.ts';

export const CLIENT_FAILURE_MESSAGES = {
  network: 'error.network',
  timeout: 'error.network',
  invalid_response: 'error.api',
  aborted: 'error.network',
} as const satisfies Record<string, MessageId>;
