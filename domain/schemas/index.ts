import { collab, followUp, order, prospect } from '../tables/sales';
import { group, product, role, user } from '../tables/tenancy';
import { leasingPartner } from '../tables/leasing';
import { leasingApplication } from '../tables/credit';
import { leasingApplicationRecord } from './leasingApplication';
import { salesTarget, visum } from '../tables/team';
import { waTemplate } from '../tables/whatsapp';
import type { ResourceName } from '../resources';
import { collabCreate, collabRecord, collabUpdate } from './collab';
import { followUpCreate, followUpRecord, followUpUpdate } from './followup';
import { groupCreate, groupRecord, groupUpdate } from './group';
import { leasingPartnerCreate, leasingPartnerRecord, leasingPartnerUpdate } from './leasingPartner';
import { orderCreate, orderRecord, orderUpdate } from './order';
import { productCreate, productRecord, productUpdate } from './product';
import { prospectCreate, prospectRecord, prospectUpdate } from './prospect';
import { targetCreate, targetRecord, targetUpdate } from './target';
import { templateCreate, templateRecord, templateUpdate } from './template';
import { roleCreate, roleRecord, roleUpdate } from './role';
import { memberRecord, userCreate, userRecord, userUpdate } from './user';
import { visumCreate, visumRecord, visumUpdate } from './visum';

/**
 * Each resource's table, the record the API answers and the inputs it takes, by the resource's
 * name in the registry (domain/resources.ts). The server serves from these; the client takes only
 * their types (domain/records.ts), so none of this reaches the browser.
 */
export const RESOURCE_SCHEMAS = {
  prospect: { table: prospect, record: prospectRecord, create: prospectCreate, update: prospectUpdate },
  'prospect/fu': { table: followUp, record: followUpRecord, create: followUpCreate, update: followUpUpdate },
  collab: { table: collab, record: collabRecord, create: collabCreate, update: collabUpdate },
  order: { table: order, record: orderRecord, create: orderCreate, update: orderUpdate },
  'leasing/application': { table: leasingApplication, record: leasingApplicationRecord },
  'setting/Product': { table: product, record: productRecord, create: productCreate, update: productUpdate },
  'setting/leasing': { table: leasingPartner, record: leasingPartnerRecord, create: leasingPartnerCreate, update: leasingPartnerUpdate },
  'setting/users': { table: user, record: userRecord, create: userCreate, update: userUpdate },
  'setting/group': { table: group, record: groupRecord, create: groupCreate, update: groupUpdate },
  'setting/permission': { table: role, record: roleRecord, create: roleCreate, update: roleUpdate },
  'setting/task': { table: salesTarget, record: targetRecord, create: targetCreate, update: targetUpdate },
  'setting/visum': { table: visum, record: visumRecord, create: visumCreate, update: visumUpdate },
  'setting/template': { table: waTemplate, record: templateRecord, create: templateCreate, update: templateUpdate },
  members: { table: user, record: memberRecord },
} as const satisfies Partial<Record<ResourceName, unknown>>;

export type SchemaResource = keyof typeof RESOURCE_SCHEMAS;
/** The resources clients may also write. */
export type WritableResource = { [R in SchemaResource]: (typeof RESOURCE_SCHEMAS)[R] extends { create: unknown } ? R : never }[SchemaResource];
