import { sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { activityLog, broadcast, broadcastRecipient, chatMessage, chatRoom, collab, followUp, group, leasingApplication, leasingPartner, order, product, prospect, user } from '../../db/schema';

/** The fields of each exported kind's rows (rowSource.ts reads them; columns.ts names them in Indonesian). */

export const owner = alias(user, 'owner');
export const decider = alias(user, 'decider');
export const target = alias(user, 'target');
export const aboutProspect = alias(prospect, 'about');

/**
 * A moment as the files show it, DD-MM-YYYY HH:mm in the company's time zone, written by the
 * database: cheaper there than parsing and formatting a million Dates in JavaScript. The zone is
 * the exporting member's, filled in when a chunk is run (selectionChunks).
 */
const dealerTime = (column: AnyPgColumn) => sql<string | null>`to_char(${column} at time zone ${sql.placeholder('time_zone')}, 'DD-MM-YYYY HH24:MI')`;

const decisionFields = (table: typeof followUp | typeof collab | typeof order) => ({
  status: table.status,
  decided_by: decider.name,
  decided_at: dealerTime(table.decided_at),
  decision_reason: table.decision_reason,
});

export const prospectFields = {
  id: prospect.id,
  created_at: dealerTime(prospect.created_at),
  name: prospect.name,
  phone: prospect.phone,
  whatsapp: prospect.whatsapp,
  address: prospect.address,
  kelurahan: prospect.kelurahan,
  kecamatan: prospect.kecamatan,
  kota: prospect.kota,
  provinsi: prospect.provinsi,
  source: prospect.source,
  product: product.name,
  payment: prospect.payment,
  leasing: prospect.leasing,
  down_payment: prospect.down_payment,
  tenor: prospect.tenor,
  status: prospect.status,
  next_follow_up: dealerTime(prospect.next_follow_up),
  owner: owner.name,
  group: group.name,
  notes: prospect.notes,
};

export const followUpFields = {
  id: followUp.id,
  created_at: dealerTime(followUp.created_at),
  prospect: aboutProspect.name,
  owner: owner.name,
  group: group.name,
  method: followUp.method,
  scheduled_at: dealerTime(followUp.scheduled_at),
  done_at: dealerTime(followUp.done_at),
  result: followUp.result,
  notes: followUp.notes,
  ...decisionFields(followUp),
};

export const collabFields = {
  id: collab.id,
  created_at: dealerTime(collab.created_at),
  prospect: aboutProspect.name,
  owner: owner.name,
  group: group.name,
  target: target.name,
  reason: collab.reason,
  ...decisionFields(collab),
};

export const orderFields = {
  id: order.id,
  created_at: dealerTime(order.created_at),
  number: order.number,
  prospect: aboutProspect.name,
  owner: owner.name,
  group: group.name,
  product: product.name,
  colour: order.colour,
  qty: order.qty,
  price: order.price,
  discount: order.discount,
  total: sql<number>`${order.price} * ${order.qty} - ${order.discount}`,
  payment: order.payment,
  leasing: order.leasing,
  down_payment: order.down_payment,
  tenor: order.tenor,
  instalment: order.instalment,
  ...decisionFields(order),
};

export const activityFields = {
  id: activityLog.id,
  created_at: dealerTime(activityLog.created_at),
  user_name: owner.name,
  action: activityLog.action,
  entity: activityLog.entity,
  id_entity: activityLog.id_entity,
  detail: sql<string | null>`${activityLog.detail}::text`,
  ip: activityLog.ip,
  user_agent: activityLog.user_agent,
};

export const messageFields = {
  id: chatMessage.id,
  created_at: dealerTime(chatMessage.created_at),
  user_name: owner.name,
  contact_name: chatRoom.name,
  phone: chatRoom.phone,
  body: chatMessage.body,
  status: chatMessage.status,
  transport: chatMessage.transport,
  error: chatMessage.error,
  sent_at: dealerTime(chatMessage.sent_at),
  broadcast_name: broadcast.name,
};

export const recipientFields = {
  id: broadcastRecipient.id,
  broadcast_name: broadcast.name,
  user_name: owner.name,
  name: broadcastRecipient.name,
  phone: broadcastRecipient.phone,
  status: broadcastRecipient.status,
  transport: broadcast.transport,
  reason: broadcastRecipient.reason,
  sent_at: dealerTime(broadcastRecipient.sent_at),
};

/** A broadcast's sender is its user: the owner of its recipients' rows. */
export const recipientSender = sql`(select ${broadcast.id_user} from ${broadcast} where ${broadcast.id} = ${broadcastRecipient.id_broadcast})`;

/** An application is its order's: the order's salesperson owns it, for the export scope and the page's filters. */
export const applicationSeller = sql`(select ${order.id_user} from ${order} where ${order.id} = ${leasingApplication.id_order})`;

export const applicationFields = {
  id: leasingApplication.id,
  created_at: dealerTime(leasingApplication.created_at),
  number: order.number,
  prospect: aboutProspect.name,
  owner: owner.name,
  group: group.name,
  partner: leasingPartner.name,
  product: product.name,
  status: leasingApplication.status,
  down_payment: leasingApplication.down_payment,
  tenor: leasingApplication.tenor,
  instalment: leasingApplication.instalment,
  survey_at: dealerTime(leasingApplication.survey_at),
  surveyor: leasingApplication.surveyor,
  approved_down_payment: leasingApplication.approved_down_payment,
  approved_tenor: leasingApplication.approved_tenor,
  approved_instalment: leasingApplication.approved_instalment,
  rejection_reason: leasingApplication.rejection_reason,
  decided_at: dealerTime(leasingApplication.decided_at),
};
