/**
 * What the server's services are to the code that uses them: each plugin of plugins/
 * decorates the server with one (`repositories`, `stores`, `transaction`, `captcha`, …),
 * and a function or a module of routes names those it uses, `Context<'repositories' |
 * 'settings'>`, which the server itself is. Nothing here imports a service: each says its
 * own type where its plugin declares it.
 */
import type { FastifyInstance } from 'fastify';

export type Context<K extends keyof FastifyInstance> = Pick<FastifyInstance, K>;
