import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { activityEnglish, activityResourcesEnglish } from './activity/en';
import { approvalEnglish } from './approval/en';
import { feedbackEnglish, feedbackResourcesEnglish } from './feedback/en';
import { distributionEnglish } from './distribution/en';
import { exportEnglish } from './export/en';
import { importEnglish } from './imports/en';
import { permissionsEnglish } from './permissions/en';
import { profileEnglish } from './profile/en';
import { companyEnglish } from './company/en';
import { securityEnglish } from './security/en';
import { whatsappBusinessEnglish } from './whatsappBusiness/en';
import { leasingEnglish, leasingResourcesEnglish } from './leasing/en';
import { todayEnglish } from './today/en';
import { calendarEnglish } from './calendar/en';
import { reportsEnglish } from './reports/en';
import { offlineEnglish } from './offline/en';
import { mapsEnglish } from './maps/en';
import { integrationKeysEnglish } from './integrationKeys/en';
import { devicesEnglish } from './devices/en';
import { visumEnglish } from './visum/en';
import { whatsappEnglish } from './whatsapp/en';
import { broadcastEnglish } from './broadcast/en';
import { chatEnglish } from './chat/en';
import { messageHistoryEnglish } from './messageHistory/en';
import { templateEnglish, templateResourcesEnglish } from './template/en';
import type { appShellIndonesian } from './id';
import type { appPagesIndonesian, resourcesIndonesian } from './idPages';
import { recordsEnglish } from './records/en';
import { targetsEnglish } from './targets/en';
import { usersEnglish } from './users/en';
import { webhooksEnglish } from './webhooks/en';
import { planEnglish } from './plan/en';
import { guideEnglish } from './guide/en';

const appEnglish = {
  ...activityEnglish,
  ...approvalEnglish,
  ...feedbackEnglish,
  ...distributionEnglish,
  ...exportEnglish,
  ...importEnglish,
  ...targetsEnglish,
  ...permissionsEnglish,
  ...profileEnglish,
  ...companyEnglish,
  ...securityEnglish,
  ...whatsappBusinessEnglish,
  ...leasingEnglish,
  ...todayEnglish,
  ...calendarEnglish,
  ...reportsEnglish,
  ...offlineEnglish,
  ...mapsEnglish,
  ...integrationKeysEnglish,
  ...devicesEnglish,
  ...usersEnglish,
  ...visumEnglish,
  ...whatsappEnglish,
  ...broadcastEnglish,
  ...chatEnglish,
  ...messageHistoryEnglish,
  ...templateEnglish,
  ...webhooksEnglish,
  ...planEnglish,
  ...guideEnglish,
  records: recordsEnglish.app.records,
  title: 'Salesforce Dealer',
  /** The header of a table's column of buttons. */
  table_actions: 'Actions',
  menu: {
    dashboard: 'Dashboard',
  },
  auth: {
    email: 'Email',
    password: 'Password',
    new_password: 'New password',
    password_confirmation: 'Confirm password',
    name: 'Full name',
    phone_number: 'Phone number',
    back_to_login: 'Back to sign in',
    privacy_policy: 'Privacy Policy',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Sign in to manage your prospects, follow-ups and orders.',
    submit: 'Sign in',
    no_account: "Don't have an account?",
    register: 'Register',
    forgot_password: 'Forgot your password?',
  },
  register: {
    title: 'Create an Account',
    subtitle: "Create an account for your dealer's sales team.",
    mode: 'Registration type',
    mode_create: 'Create a new company',
    mode_join: 'Join with a company code',
    company_name: 'Company name',
    company_code: 'Company code',
    company_code_help: "Ask your dealer's administrator for the company code.",
    submit: 'Register',
    have_account: 'Already have an account?',
    login: 'Sign in',
    pending_title: 'Registration sent',
  },
  forgot_password: {
    title: 'Forgot Password',
    subtitle: "Enter your account's email. We will send you a link to reset your password.",
    submit: 'Send link',
  },
  reset_password: {
    title: 'Reset Password',
    subtitle: 'Choose a new password for %{email}.',
    submit: 'Save password',
    incomplete: 'This password reset link is incomplete. Open the link from your email again, or ask for a new one.',
    request_new: 'Ask for a new link',
  },
  register_invited: {
    title: 'Accept Invitation',
    subtitle: "Complete your details to join your dealer's team.",
    submit: 'Register and sign in',
    incomplete: 'This invitation link is incomplete. Open the link from your invitation email again.',
  },
  validation: {
    email_required: 'Email is required.',
    email_invalid: 'Email format is not valid.',
    password_required: 'Password is required.',
    password_min: 'Password must be at least 8 characters.',
    password_max: 'Password must be at most 128 characters.',
    password_mismatch: 'The confirmation does not match the password.',
    name_required: 'Name is required.',
    phone_required: 'Phone number is required.',
    phone_invalid: 'Phone number is not valid. Example: 0812 3456 7890.',
    company_name_required: 'Company name is required.',
    company_code_required: 'Company code is required.',
  },
  error: {
    not_found_title: 'Page Not Found',
    not_found_message: 'The page you are looking for may not exist or may have been moved.',
    title: 'An error occurred',
    report: 'Please report this problem to the admin.',
    back: 'Back to page',
  },
  load_failure: {
    retry: 'Try again',
  },
  legal: {
    updated: 'Last updated: %{date}',
  },
  privacy: {
    title: 'Privacy Policy',
    language_note: 'This policy is published in Indonesian; the Indonesian version is the binding one.',
  },
  terms: {
    title: 'Terms and Conditions',
    language_note: 'These terms are published in Indonesian; the Indonesian version is the binding one.',
  },
  top_bar: {
    prospect: 'Prospects',
    order: 'Orders',
  },
  language: {
    label: 'Language / Bahasa',
  },
  main_menu: {
    open: 'Open main menu',
    title: 'Main menu',
    loading: 'Loading the menu',
    dashboard: 'Dashboard',
    prospek: 'Prospects',
    order: 'Orders',
    import_data: 'Import Data',
    export_data: 'Export Data',
    distribusi_data: 'Data Distribution',
    users: 'Users',
    group: 'Groups',
    permission: 'Permissions',
    studio: 'Studio',
    kalender: 'Calendar',
    laporan: 'Reports',
    profil: 'Profile',
    catatan_perangkat: 'Devices',
    pengaturan_instansi: 'Company Settings',
    paket_berlangganan: 'Subscription Plan',
    aturan_keamanan: 'Security Rules',
    panduan_pengguna: 'User Guide',
    bantuan: 'Help',
    kirim_masukan: 'Send Feedback',
  },
  user_menu: {
    label: 'User menu',
    label_of: 'User menu %{name}, initials %{initials}',
    settings: 'Settings',
    privacy_policy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    feedback: 'Send feedback',
    logout: 'Logout',
    version: 'Version %{version}',
  },
  logout: {
    question: 'Are you sure you want to log out?',
    cancel: 'Cancel',
    confirm: 'Logout',
  },
  version: {
    update: 'Click To Update New Version.',
  },
  footer: {
    copyright: '© %{year} %{company}',
  },
  snackbar: {
    region: 'Status messages',
  },
  notifications: {
    title: 'Notifications',
    bell_unread: 'Notifications, %{count} unread',
    mark_all: 'Mark all as read',
    loading: 'Loading...',
    empty: 'No notifications yet.',
    unread: 'Unread',
    row_prospect: '%{nama_user} did %{aksi} on prospect %{nama_prospect}',
    row_order: '%{nama_user} did %{aksi} on order %{nama_order}',
    load_error: 'Could not load notifications: %{message}',
    load_more_error: 'Could not load more notifications: %{message}',
    read_error: 'Could not mark the notification as read: %{message}',
    unread_error: 'Could not load the unread notification count: %{message}',
  },
  training: {
    server_error: 'Server error: %{message}',
    syntax_error: 'Syntax error: %{message}',
  },
  push: {
    unsupported: 'This browser does not support desktop notification',
    denied: 'Enable notifications first',
  },
  setting_home: {
    title: 'Settings',
  },
  setting_menu: {
    title: 'Settings menu',
    toggle: 'Open or close the settings menu',
    task: 'Targets',
    setting_task: 'Task settings',
    visum: 'Field visits',
    data_visum: 'Field visit data',
    data: 'Prospect data',
    import_data: 'Import data',
    export_data: 'Export data',
    distribusi_data: 'Data distribution',
    list_distribusi: 'Distribution list',
    monitoring_user: 'User monitoring',
    riwayat_distribusi: 'Distribution history',
    aktivitas: 'Activity',
    pengguna: 'Users',
    riwayat_pesan: 'Message history',
    riwayat_pesan_siaran: 'Broadcast history',
    whatsapp: 'WhatsApp',
    chat: 'WhatsApp chat',
    pesan_siaran: 'Broadcasts',
    pengaturan_whatsapp: 'WhatsApp settings',
    masukan_pengguna: 'User feedback',
    product: 'Products',
    motor: 'Motorcycles',
    mitra_leasing: 'Leasing partners',
    pengajuan: 'Requests',
    approval_kolaborasi: 'Collaboration approval',
    approval_follow_up: 'Follow-up approval',
    approval_order: 'Order approval',
    preference: 'Preferences',
    kelola_pengguna: 'Manage users',
    list_pengguna: 'User list',
    undang_pengguna: 'Invite users',
    proses_registrasi: 'Registrations',
    kelola_grup: 'Manage groups',
    hak_akses: 'Access rights',
    pengaturan_template: 'Template settings',
    integrasi: 'Integrations',
    referensi_api: 'API reference',
    kunci_integrasi: 'Integration keys',
    webhook: 'Webhooks',
  },
  user_status: {
    pending: 'Awaiting approval',
    active: 'Active',
    rejected: 'Rejected',
    disabled: 'Disabled',
  },
} satisfies typeof appShellIndonesian & typeof appPagesIndonesian;

const resourcesEnglish = {
  ...recordsEnglish.resources,
  ...activityResourcesEnglish,
  ...feedbackResourcesEnglish,
  ...templateResourcesEnglish,
  ...leasingResourcesEnglish,
  'setting/users': {
    name: 'User |||| Users',
    fields: {
      name: 'Name',
      email: 'Email',
      npm: 'Staff number (NPM)',
      phone_number: 'Phone number',
      id_role: 'Role',
      id_group: 'Group',
      status: 'Status',
      password: 'Password',
    },
  },
  'setting/group': {
    name: 'Group |||| Groups',
    fields: { name: 'Group name', description: 'Description', id_leader: 'Group leader' },
  },
  'setting/permission': {
    name: 'Access Right |||| Access Rights',
    fields: { name: 'Role name', description: 'Description' },
  },
} satisfies typeof resourcesIndonesian;

const messages: TranslationMessages = {
  ...englishMessages,
  app: appEnglish,
  resources: resourcesEnglish,
};

export default messages;
