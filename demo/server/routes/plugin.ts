/**
 * A module of routes as a plugin that says what it uses: the services it names (the
 * decorators of plugins/) are all its handlers may reach (typed as `Context<…>`), and
 * registering it where one of them is missing fails at once, with its name.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Context } from '../context.ts';

export function routes<K extends keyof FastifyInstance & string>(
  name: string,
  concerns: readonly K[],
  register: (api: FastifyInstance, context: Context<K>) => void | Promise<void>,
) {
  return fp(async (api: FastifyInstance) => register(api, api), { name: `${name}-routes`, encapsulate: true, decorators: { fastify: [...concerns] } });
}
