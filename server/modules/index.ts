import activity from './activity';
import approvals from './approvals';
import broadcast from './broadcast';
import chat from './chat';
import company from './company';
import dashboard from './dashboard';
import devices from './devices';
import distribution from './distribution';
import exportsModule from './exports';
import feedback from './feedback';
import imports from './imports';
import integrationKeys from './integrationKeys';
import leasing from './leasing';
import messageHistory from './messageHistory';
import notifications from './notifications';
import orders from './orders';
import plan from './plan';
import products from './products';
import prospects from './prospects';
import reports from './reports';
import security from './security';
import targets from './targets';
import templates from './templates';
import users from './users';
import visum from './visum';
import webhooks from './webhooks';
import whatsapp from './whatsapp';

/**
 * Every module of the API. Each takes its paths from domain/ (the resource registry and the API
 * prefixes), so the order here does not matter; a new module adds its folder and one line.
 */
export const MODULES = [
  activity,
  users,
  products,
  prospects,
  reports,
  security,
  orders,
  plan,
  approvals,
  broadcast,
  chat,
  dashboard,
  devices,
  notifications,
  company,
  distribution,
  exportsModule,
  feedback,
  imports,
  integrationKeys,
  leasing,
  messageHistory,
  targets,
  templates,
  visum,
  webhooks,
  whatsapp,
];
