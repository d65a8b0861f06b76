import type { activityIndonesian, activityResourcesIndonesian } from './id';

/** English texts of Aktivitas Pengguna: the same keys as id.ts. */
export const activityEnglish: typeof activityIndonesian = {
  activity: {
    actions: {
      create: 'Created',
      update: 'Changed',
      update_status: 'Changed the status of',
      request: 'Requested',
      approve: 'Approved',
      reject: 'Rejected',
      login: 'Signed in',
      register_company: 'Registered the company',
      register_join: 'Asked to join the company',
      register_invited: 'Registered by invitation',
      export: 'Exported',
      import: 'Imported',
      import_cancel: 'Cancelled the import',
      import_undo: 'Undid the import',
      distribute: 'Distributed prospects',
      undo_distribution: 'Undid the distribution',
      copy: 'Copied',
      split: 'Split',
    },
    entities: {
      prospect: 'Prospect',
      follow_up: 'Follow-up',
      followup: 'Follow-up',
      collab: 'Collaboration',
      order: 'Sales order',
      activity: 'User activity',
      user: 'User',
      session: 'Session',
      registration: 'User registration',
      company: 'Company',
      sales_target: 'Sales target',
      import_batch: 'Data import',
      distribution_batch: 'Data distribution',
      distribution_rule: 'Distribution rule',
    },
    open_record: 'Open',
    open_record_label: 'Open %{entity} #%{id}',
    no_record: 'No page',
    someone_gone: 'Deleted user',
    by_key: 'Integration key: %{name}',
    empty: 'No activity for this filter yet.',
    about: '%{action} %{entity}',
  },
};

export const activityResourcesEnglish: typeof activityResourcesIndonesian = {
  'setting/aktivitasUser': {
    name: 'User activity',
    fields: {
      created_at: 'Time',
      id_user: 'User',
      user_name: 'User',
      action: 'Action',
      entity: 'Record type',
      id_entity: 'Data ID',
      created_from: 'From date',
      created_to: 'To date',
      ip: 'IP address',
      link_id: 'Record page',
    },
  },
};
