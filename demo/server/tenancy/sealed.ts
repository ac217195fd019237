/**
 * An agency's secrets at rest (its CRM credentials, its captcha secrets): sealed with
 * AES-256-GCM under a key the database never sees (AGENCY_SECRETS_KEY, 32 bytes as 64 hex
 * digits), bound to the agency they are for, so sealed secrets copied to another agency's
 * row do not open. What opens is handed out as Secret (crm/secret.ts): printed or logged,
 * it reads `[redacted]`.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret } from '../crm/secret.ts';

const VERSION = 'v1';

/** The key from its 64 hex digits; a key of any other shape is refused, never padded. */
export function secretsKey(hex: string | undefined): Buffer {
  if (!hex || !/^[0-9a-f]{64}$/i.test(hex)) throw new Error('AGENCY_SECRETS_KEY must be 32 bytes as 64 hex digits (openssl rand -hex 32).');
  return Buffer.from(hex, 'hex');
}

const boundTo = (agencyId: number) => Buffer.from(`agency:${agencyId}`);

export function seal(key: Buffer, agencyId: number, secrets: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(boundTo(agencyId));
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secrets sealed for `agencyId`; throws when the key, the agency or a byte differs. */
export function unseal(key: Buffer, agencyId: number, sealed: string): Record<string, Secret> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not sealed agency secrets.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(boundTo(agencyId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, string>).map(([name, value]) => [name, new Secret(value)]));
}
