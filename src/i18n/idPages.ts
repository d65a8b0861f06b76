import { activityIndonesian, activityResourcesIndonesian } from './activity/id';
import { approvalIndonesian } from './approval/id';
import { feedbackIndonesian, feedbackResourcesIndonesian } from './feedback/id';
import { distributionIndonesian } from './distribution/id';
import { exportIndonesian } from './export/id';
import { importIndonesian } from './imports/id';
import { permissionsIndonesian } from './permissions/id';
import { profileIndonesian } from './profile/id';
import { companyIndonesian } from './company/id';
import { securityIndonesian } from './security/id';
import { whatsappBusinessIndonesian } from './whatsappBusiness/id';
import { todayIndonesian } from './today/id';
import { calendarIndonesian } from './calendar/id';
import { reportsIndonesian } from './reports/id';
import { offlineIndonesian } from './offline/id';
import { mapsIndonesian } from './maps/id';
import { integrationKeysIndonesian } from './integrationKeys/id';
import { devicesIndonesian } from './devices/id';
import { visumIndonesian } from './visum/id';
import { whatsappIndonesian } from './whatsapp/id';
import { broadcastIndonesian } from './broadcast/id';
import { chatIndonesian } from './chat/id';
import { messageHistoryIndonesian } from './messageHistory/id';
import { templateIndonesian, templateResourcesIndonesian } from './template/id';
import { recordsIndonesian } from './records/id';
import { targetsIndonesian } from './targets/id';
import { usersIndonesian } from './users/id';
import { webhooksIndonesian } from './webhooks/id';
import { planIndonesian } from './plan/id';
import { guideIndonesian } from './guide/id';
import { leasingIndonesian, leasingResourcesIndonesian } from './leasing/id';

/** The texts of the pages behind the login, loaded with them (index.ts, docs/client.md "Catalogue"). */
export const appPagesIndonesian = {
  ...activityIndonesian,
  ...approvalIndonesian,
  ...feedbackIndonesian,
  ...distributionIndonesian,
  ...exportIndonesian,
  ...importIndonesian,
  ...targetsIndonesian,
  ...permissionsIndonesian,
  ...profileIndonesian,
  ...companyIndonesian,
  ...securityIndonesian,
  ...whatsappBusinessIndonesian,
  ...todayIndonesian,
  ...calendarIndonesian,
  ...reportsIndonesian,
  ...offlineIndonesian,
  ...mapsIndonesian,
  ...integrationKeysIndonesian,
  ...devicesIndonesian,
  ...usersIndonesian,
  ...visumIndonesian,
  ...whatsappIndonesian,
  ...broadcastIndonesian,
  ...chatIndonesian,
  ...messageHistoryIndonesian,
  ...templateIndonesian,
  ...webhooksIndonesian,
  ...planIndonesian,
  ...guideIndonesian,
  ...leasingIndonesian,
  records: recordsIndonesian.app.records,
};

export const resourcesIndonesian = {
  ...recordsIndonesian.resources,
  ...activityResourcesIndonesian,
  ...feedbackResourcesIndonesian,
  ...templateResourcesIndonesian,
  ...leasingResourcesIndonesian,
  'setting/users': {
    name: 'Pengguna',
    fields: {
      name: 'Nama',
      email: 'Email',
      npm: 'NPM',
      phone_number: 'Nomor telepon',
      id_role: 'Peran',
      id_group: 'Grup',
      status: 'Status',
      password: 'Kata sandi',
    },
  },
  'setting/group': {
    name: 'Grup',
    fields: { name: 'Nama grup', description: 'Deskripsi', id_leader: 'Ketua grup' },
  },
  'setting/permission': {
    name: 'Hak Akses',
    fields: { name: 'Nama peran', description: 'Deskripsi' },
  },
};

export default { app: appPagesIndonesian, resources: resourcesIndonesian };
