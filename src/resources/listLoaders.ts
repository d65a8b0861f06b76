/**
 * The two lists a salesperson opens most: the top bar's, and where the notifications and push
 * messages lead (domain/notifications.ts). Apart from their resource modules, so that the dashboard
 * (layout/topNavPages.ts) and a visit that starts signed in (startSignedIn.ts) fetch them ahead
 * without taking the rest of a resource's code with them.
 */
export const loadProspectList = () => import('./prospect/ProspectList');
export const loadOrderList = () => import('./order/OrderList');
