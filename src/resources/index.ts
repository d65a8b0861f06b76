import type { ResourceProps } from 'react-admin';
import { RESOURCE_ROUTES, type ResourceName, type ResourceView } from '../routeTable';
import activity from './activity';
import collab from './collab';
import feedback from './feedback';
import followup from './followup';
import group from './group';
import leasing from './leasing';
import order from './order';
import permission from './permission';
import product from './product';
import prospect from './prospect';
import template from './template';
import users from './users';
import visum from './visum';

/** Exactly the views the route table gives the resource: a view it lacks there cannot be routed here. */
type Definition<Views extends ResourceView> = Omit<ResourceProps, 'name' | ResourceView> & {
  [View in Views]: NonNullable<ResourceProps[View]>;
} & { [View in Exclude<ResourceView, Views>]?: never };

/** Every resource of the route table (routeTable.ts) with its pages. */
export const RESOURCES: { [Name in ResourceName]: Definition<(typeof RESOURCE_ROUTES)[Name][number]> } = {
  prospect,
  'prospect/fu': followup,
  collab,
  order,
  'setting/Product': product,
  'setting/leasing': leasing,
  'setting/template': template,
  'setting/users': users,
  'setting/group': group,
  'setting/permission': permission,
  'setting/visum': visum,
  'setting/aktivitasUser': activity,
  'setting/masukan': feedback,
};

export const resourceNames = Object.keys(RESOURCE_ROUTES) as ResourceName[];
