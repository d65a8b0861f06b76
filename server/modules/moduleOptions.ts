import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../domain/resources';
import type { SchemaResource, WritableResource } from '../../domain/schemas';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { DataFileStore } from '../files/dataFiles';
import type { FileStore } from '../files/store';
import type { Mailer } from '../mailer';
import { readOnlyResourcePlugin, resourcePlugin, type ReadableResource, type ResourceDefinition } from '../plugins/resource';

/** What app.ts hands every module; each takes the parts it needs. */
export type ModuleOptions = {
  database: DatabaseHandle;
  config: Config;
  mailer: Mailer;
  files: FileStore;
  /** Uploaded data files (Import Data), beside the photos in the same store. */
  dataFiles: DataFileStore;
  /** How often live streams check their session; tests shorten it. */
  streamHeartbeatMs?: number;
  /** How many rows an import stages at a time; tests make it small to stop a run midway. */
  importChunkRows?: number;
};

/** Serves a resource at the path the registry gives it (domain/resources.ts). */
export const serveResource = <R extends WritableResource>(app: FastifyInstance, database: DatabaseHandle, definition: ResourceDefinition<R>) =>
  app.register(resourcePlugin<R>(), { prefix: RESOURCES[definition.resource].path, database, definition });

export const serveReadOnlyResource = <R extends SchemaResource>(app: FastifyInstance, database: DatabaseHandle, definition: ReadableResource<R>) =>
  app.register(readOnlyResourcePlugin<R>(), { prefix: RESOURCES[definition.resource].path, database, definition });
