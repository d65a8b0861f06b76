import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChatIcon from '@mui/icons-material/Chat';
import DownloadIcon from '@mui/icons-material/Download';
import FeedbackIcon from '@mui/icons-material/Feedback';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsPhoneIcon from '@mui/icons-material/SettingsPhone';
import ShareIcon from '@mui/icons-material/Share';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import UploadIcon from '@mui/icons-material/Upload';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { SvgIcon } from '@mui/material';
import { API_REFERENCE } from '../../../domain/apiPaths';
import type { SettingMenu } from '../../../domain/permissions';
import type { PengajuanKind } from '../../../domain/vocabularies';

/** An entry of the setting menu; `show` names the rule of docs/sessions-and-access.md (domain/permissions.ts) that shows it. */
export type SettingEntry = {
  label: string;
  icon: typeof SvgIcon;
  show: keyof SettingMenu;
  /** A page, or sub-entries. */
  to?: string;
  children?: SettingEntry[];
  /** The approval queue whose pending count the entry shows. */
  pengajuan?: PengajuanKind;
  /** A page the server serves (the API reference): followed by a full load, not by the client's router. */
  serverPage?: boolean;
};

export type SettingGroup = { label: string; entries: SettingEntry[] };

const key = (name: string) => `app.setting_menu.${name}`;

/** docs/product.md: the groups and entries of the setting menu, in their order. */
const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    label: key('task'),
    entries: [{ label: key('setting_task'), to: '/setting/task', icon: TaskAltIcon, show: 'task' }],
  },
  {
    label: key('visum'),
    entries: [{ label: key('data_visum'), to: '/setting/visum', icon: PersonPinCircleIcon, show: 'visum' }],
  },
  {
    label: key('data'),
    entries: [
      { label: key('import_data'), to: '/setting/Import', icon: UploadIcon, show: 'importData' },
      { label: key('export_data'), to: '/setting/Export', icon: DownloadIcon, show: 'exportData' },
      {
        label: key('distribusi_data'),
        icon: ShareIcon,
        show: 'distribusiData',
        children: [
          { label: key('list_distribusi'), to: '/setting/Assignment', icon: FormatListBulletedIcon, show: 'distribusiData' },
          { label: key('monitoring_user'), to: '/setting/Monitoring', icon: MonitorHeartIcon, show: 'distribusiData' },
          { label: key('riwayat_distribusi'), to: '/setting/historyDistribution', icon: HistoryIcon, show: 'distribusiData' },
        ],
      },
    ],
  },
  {
    label: key('aktivitas'),
    entries: [
      { label: key('pengguna'), to: '/setting/aktivitasUser', icon: PeopleIcon, show: 'aktivitasPengguna' },
      { label: key('riwayat_pesan'), to: '/setting/riwayatPesan', icon: ChatIcon, show: 'riwayatPesan' },
      { label: key('riwayat_pesan_siaran'), to: '/setting/riwayatPesanSiaran', icon: CampaignIcon, show: 'riwayatPesan' },
      { label: key('masukan_pengguna'), to: '/setting/masukan', icon: FeedbackIcon, show: 'masukanPengguna' },
    ],
  },
  {
    label: key('whatsapp'),
    entries: [
      { label: key('chat'), to: '/setting/chat', icon: ChatIcon, show: 'chat' },
      { label: key('pesan_siaran'), to: '/setting/broadcast', icon: CampaignIcon, show: 'pesanSiaran' },
      { label: key('pengaturan_whatsapp'), to: '/setting/whatsapp-business', icon: SettingsPhoneIcon, show: 'pengaturanWhatsapp' },
    ],
  },
  {
    label: key('product'),
    entries: [
      { label: key('motor'), to: '/setting/Product', icon: TwoWheelerIcon, show: 'motor' },
      { label: key('mitra_leasing'), to: '/setting/leasing', icon: AccountBalanceIcon, show: 'mitraLeasing' },
    ],
  },
  {
    label: key('pengajuan'),
    entries: [
      { label: key('approval_kolaborasi'), to: '/setting/collabApprove', icon: HandshakeIcon, show: 'approvalKolaborasi', pengajuan: 'collab' },
      { label: key('approval_follow_up'), to: '/setting/followUpApprove', icon: PhoneInTalkIcon, show: 'approvalFollowUp', pengajuan: 'followup' },
      { label: key('approval_order'), to: '/setting/orderApprove', icon: ReceiptLongIcon, show: 'approvalOrder', pengajuan: 'order' },
    ],
  },
  {
    label: key('preference'),
    entries: [
      {
        label: key('kelola_pengguna'),
        icon: ManageAccountsIcon,
        show: 'kelolaPengguna',
        children: [
          { label: key('list_pengguna'), to: '/setting/users', icon: PeopleIcon, show: 'kelolaPengguna' },
          { label: key('undang_pengguna'), to: '/setting/users_register', icon: PersonAddIcon, show: 'kelolaPengguna' },
          { label: key('proses_registrasi'), to: '/setting/userApprove', icon: HowToRegIcon, show: 'kelolaPengguna', pengajuan: 'user' },
        ],
      },
      { label: key('kelola_grup'), to: '/setting/group', icon: GroupsIcon, show: 'kelolaGrup' },
      { label: key('hak_akses'), to: '/setting/permission', icon: AdminPanelSettingsIcon, show: 'hakAkses' },
      { label: key('pengaturan_template'), to: '/setting/template', icon: ArticleIcon, show: 'pengaturanTemplate' },
    ],
  },
  {
    label: key('integrasi'),
    entries: [
      { label: key('kunci_integrasi'), to: '/setting/integration_keys', icon: VpnKeyIcon, show: 'kunciIntegrasi' },
      { label: key('webhook'), to: '/setting/webhooks', icon: WebhookIcon, show: 'webhook' },
      { label: key('referensi_api'), to: API_REFERENCE, icon: MenuBookIcon, show: 'referensiApi', serverPage: true },
    ],
  },
];

function visibleEntries(entries: readonly SettingEntry[], menu: SettingMenu): SettingEntry[] {
  return entries
    .filter((entry) => menu[entry.show])
    .map((entry) => (entry.children ? { ...entry, children: visibleEntries(entry.children, menu) } : entry));
}

/** The groups this user sees; a group whose entries are all hidden is hidden. */
export function visibleGroups(menu: SettingMenu): SettingGroup[] {
  return SETTING_GROUPS.map((group) => ({ ...group, entries: visibleEntries(group.entries, menu) })).filter(
    (group) => group.entries.length > 0,
  );
}

const leaves = (entries: readonly SettingEntry[]): SettingEntry[] =>
  entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

/** The pages of the visible groups, in menu order. */
export const visiblePages = (groups: readonly SettingGroup[]): SettingEntry[] =>
  groups.flatMap((group) => leaves(group.entries));

/** The approval queues whose counts the visible entries show: only those are asked for. */
export const visiblePengajuan = (groups: readonly SettingGroup[]): PengajuanKind[] =>
  visiblePages(groups).flatMap((entry) => (entry.pengajuan ? [entry.pengajuan] : []));
