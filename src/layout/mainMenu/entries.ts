import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import DownloadIcon from '@mui/icons-material/Download';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SecurityIcon from '@mui/icons-material/Security';
import ShareIcon from '@mui/icons-material/Share';
import UploadIcon from '@mui/icons-material/Upload';
import type { SvgIcon } from '@mui/material';
import type { SettingMenu } from '../../../domain/permissions';
import { MENU_REDIRECTS } from '../../menuRedirects';

/** An entry of the main menu; `show` names the setting-menu rule that shows it (domain/permissions.ts), none: everyone's. */
export type MainMenuEntry = {
  label: string;
  /** The spec's path for the entry. */
  to: string;
  /** Where that path lands when it only leads on (the root, while signed in). */
  page?: string;
  icon: typeof SvgIcon;
  show?: keyof SettingMenu;
};

const key = (name: string) => `app.main_menu.${name}`;

/**
 * docs/product.md: the second menu, in its order, at the paths the spec gives it; /orders, /import,
 * /setting/user, /studio… lead on to the canonical routes in the router, without a request. Kirim
 * Masukan, the last entry, opens the feedback dialog instead of a page (MainMenu.tsx).
 */
export const MAIN_MENU_ENTRIES: readonly MainMenuEntry[] = [
  { label: key('dashboard'), to: '/', page: '/dashboard', icon: DashboardIcon },
  { label: key('prospek'), to: '/prospect', icon: PersonSearchIcon },
  { label: key('order'), to: '/orders', icon: ReceiptLongIcon },
  { label: key('import_data'), to: '/import', icon: UploadIcon, show: 'importData' },
  { label: key('export_data'), to: '/export', icon: DownloadIcon, show: 'exportData' },
  { label: key('distribusi_data'), to: '/assignment', icon: ShareIcon, show: 'distribusiData' },
  { label: key('users'), to: '/setting/user', icon: PeopleIcon, show: 'kelolaPengguna' },
  { label: key('group'), to: '/setting/group', icon: GroupsIcon, show: 'kelolaGrup' },
  { label: key('permission'), to: '/setting/permission', icon: AdminPanelSettingsIcon, show: 'hakAkses' },
  { label: key('studio'), to: '/studio', icon: ArticleIcon, show: 'pengaturanTemplate' },
  { label: key('kalender'), to: '/kalender', icon: CalendarMonthIcon },
  { label: key('laporan'), to: '/laporan', icon: BarChartIcon },
  { label: key('profil'), to: '/profil', icon: AccountCircleIcon },
  { label: key('catatan_perangkat'), to: '/setting/perangkat', icon: DevicesIcon },
  { label: key('pengaturan_instansi'), to: '/setting/instansi', icon: BusinessIcon, show: 'pengaturanInstansi' },
  { label: key('paket_berlangganan'), to: '/setting/paket', icon: CardMembershipIcon, show: 'paketBerlangganan' },
  { label: key('aturan_keamanan'), to: '/setting/keamanan', icon: SecurityIcon, show: 'aturanKeamanan' },
  { label: key('panduan_pengguna'), to: '/panduan', icon: MenuBookIcon },
  { label: key('bantuan'), to: '/bantuan', icon: HelpOutlineIcon },
];

/** The entries this user sees. */
export const visibleMainEntries = (menu: SettingMenu): MainMenuEntry[] =>
  MAIN_MENU_ENTRIES.filter((entry) => entry.show === undefined || menu[entry.show]);

/** The page an entry shows, which marks it as the current one. */
export const landingOf = (entry: MainMenuEntry) => entry.page ?? MENU_REDIRECTS[entry.to] ?? entry.to;
