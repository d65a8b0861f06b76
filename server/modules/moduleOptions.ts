import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { RESOURCES, type ResourceName } from '../../domain/resources';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { FileStore } from '../files/store';
import type { Mailer } from '../mailer';
import { readOnlyResourcePlugin, resourcePlugin, type ReadableResource, type ResourceDefinition } from '../plugins/resource';

/** What app.ts hands every module; each takes the parts it needs. */
export type ModuleOptions = {
  database: DatabaseHandle;
  config: Config;
  mailer: Mailer;
  files: FileStore;
  /** How often live streams check their session; tests shorten it. */
  streamHeartbeatMs?: number;
};

/** Serves a resource at the path the registry gives it (domain/resources.ts). */
export const serveResource = (
  app: FastifyInstance,
  database: DatabaseHandle,
  name: ResourceName,
  definition: ResourceDefinition<z.ZodType, z.ZodType>,
) => app.register(resourcePlugin, { prefix: RESOURCES[name].path, database, definition });

export const serveReadOnlyResource = (app: FastifyInstance, database: DatabaseHandle, name: ResourceName, definition: ReadableResource) =>
  app.register(readOnlyResourcePlugin, { prefix: RESOURCES[name].path, database, definition });
