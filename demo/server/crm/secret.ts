/**
 * A credential that does not show itself: printed, logged, serialized to JSON or
 * inspected, it reads `[redacted]`. Only `reveal()` gives the value, at the one place
 * that sends it to the CRM.
 */
import { inspect } from 'node:util';

const REDACTED = '[redacted]';

export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  get empty(): boolean {
    return this.#value === '';
  }

  toString(): string {
    return REDACTED;
  }

  toJSON(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return REDACTED;
  }
}

/** `text` with every occurrence of the secrets (as written, and as a URL writes them) replaced. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length < 3) continue;
    for (const form of new Set([secret, encodeURIComponent(secret), encodeURIComponent(JSON.stringify(secret).slice(1, -1))])) {
      result = result.split(form).join(REDACTED);
    }
  }
  return result;
}
