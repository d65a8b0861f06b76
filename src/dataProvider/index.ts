import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { http } from './http';
import { providerApi, type ProviderApi } from './providerApi';
import { apiPath } from '../../domain/resources';
import { createRestClient } from './restClient';

/** ra-data-simple-rest joins `${apiUrl}/${resource}`: with an empty apiUrl the path goes without its slash. */
const rest = simpleRestProvider('', createRestClient());
const route = (resource: string) => apiPath(resource).slice(1);

/**
 * docs/api.md: bulk changes are one request and one transaction on the server,
 * `<path>?filter={"id":[…]}`, answering the ids it changed (ra-data-simple-rest sends one call per id).
 */
const byIds = (ids: readonly Identifier[]) => ({ filter: JSON.stringify({ id: ids }) });

export type AppDataProvider = DataProvider & ProviderApi;

// async, so that an unknown resource rejects like any failed call instead of throwing.
export const dataProvider: AppDataProvider = {
  getList: async (resource, params) => rest.getList(route(resource), params),
  getOne: async (resource, params) => rest.getOne(route(resource), params),
  getMany: async (resource, params) => rest.getMany(route(resource), params),
  getManyReference: async (resource, params) => rest.getManyReference(route(resource), params),
  create: async (resource, params) => rest.create(route(resource), params),
  update: async (resource, params) => rest.update(route(resource), params),
  delete: async (resource, params) => rest.delete(route(resource), params),
  async updateMany(resource, { ids, data }) {
    const answer = await http.put<Identifier[]>(apiPath(resource), data, { params: byIds(ids) });
    return { data: answer.data };
  },
  async deleteMany(resource, { ids }) {
    const answer = await http.delete<Identifier[]>(apiPath(resource), { params: byIds(ids) });
    return { data: answer.data };
  },
  ...providerApi,
};
