import type { AxiosInstance, AxiosResponse } from 'axios';
import type { DataProvider, GetListResult, Identifier, RaRecord, SortPayload } from 'react-admin';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/idempotency';
import { apiPath } from '../../domain/resources';
import { http } from './http';

/**
 * The ra-data-simple-rest convention of docs/api.md ("CRUD resources") over the shared axios
 * instance, reading each answer's body as axios parsed it:
 * `GET <path>?sort=["name","ASC"]&range=[0,24]&filter={…}` with the total in `Content-Range`,
 * `GET/PUT/DELETE <path>/:id`, `POST <path>`, and bulk changes in one call, `<path>?filter={"id":[…]}`.
 */

const recordPath = (resource: string, id: Identifier) => `${apiPath(resource)}/${encodeURIComponent(id)}`;

/**
 * Records made under another record's address, so that a change kept without signal (src/offline)
 * is sent as any create: the parent's id travels in the data under `key`, and is left out of the body.
 */
const NESTED_CREATES: Record<string, { parent: string; key: string; rest: string }> = {
  'prospect/simulation': { parent: 'prospect', key: 'id_prospect', rest: 'simulation' },
};

function createCall(resource: string, data: Record<string, unknown>) {
  const nested = NESTED_CREATES[resource] as (typeof NESTED_CREATES)[string] | undefined;
  if (!nested) return { path: apiPath(resource), body: data };
  const { [nested.key]: parentId, ...body } = data;
  return { path: `${recordPath(nested.parent, parentId as Identifier)}/${nested.rest}`, body };
}

/** ra-data-simple-rest's page as a `range`, both ends included. */
function listQuery(pagination: { page: number; perPage: number }, sort: SortPayload, filter: unknown) {
  const { page, perPage } = pagination;
  return {
    sort: JSON.stringify([sort.field, sort.order]),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(filter),
  };
}

/** A page of records and the total after the slash of `Content-Range: <name> 0-24/319`. */
function pageOf<R extends RaRecord>(response: AxiosResponse<R[]>): GetListResult<R> {
  const range: unknown = response.headers['content-range'];
  if (typeof range !== 'string') throw new Error('The Content-Range header is missing in the answer of a list.');
  return { data: response.data, total: parseInt(range.split('/').pop() ?? '', 10) };
}

const byIds = (ids: readonly Identifier[]) => ({ filter: JSON.stringify({ id: ids }) });

/** meta.idempotencyKey as its header: a write that may be sent more than once is made once (docs/api.md). */
function keyHeaders(meta: { idempotencyKey?: unknown } | undefined) {
  const key = meta?.idempotencyKey;
  return typeof key === 'string' ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined;
}

export function restProvider(client: AxiosInstance = http): DataProvider {
  return {
    // async throughout, so that an unknown resource rejects like any failed call instead of throwing.
    async getList(resource, { pagination = { page: 1, perPage: 10 }, sort = { field: 'id', order: 'ASC' }, filter, signal }) {
      return pageOf(await client.get(apiPath(resource), { params: listQuery(pagination, sort, filter), signal }));
    },
    async getManyReference(resource, { pagination, sort, filter, target, id, signal }) {
      const params = listQuery(pagination, sort, { ...filter, [target]: id });
      return pageOf(await client.get(apiPath(resource), { params, signal }));
    },
    async getOne(resource, { id, signal }) {
      return { data: (await client.get(recordPath(resource, id), { signal })).data };
    },
    async getMany(resource, { ids, signal }) {
      return { data: (await client.get(apiPath(resource), { params: byIds(ids), signal })).data };
    },
    async create(resource, { data, meta }) {
      const { path, body } = createCall(resource, data as Record<string, unknown>);
      return { data: (await client.post(path, body, { headers: keyHeaders(meta) })).data };
    },
    async update(resource, { id, data, meta }) {
      return { data: (await client.put(recordPath(resource, id), data, { headers: keyHeaders(meta) })).data };
    },
    async updateMany(resource, { ids, data }) {
      return { data: (await client.put<Identifier[]>(apiPath(resource), data, { params: byIds(ids) })).data };
    },
    async delete(resource, { id }) {
      return { data: (await client.delete(recordPath(resource, id))).data };
    },
    async deleteMany(resource, { ids }) {
      return { data: (await client.delete<Identifier[]>(apiPath(resource), { params: byIds(ids) })).data };
    },
  };
}
