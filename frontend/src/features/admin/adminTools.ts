import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SportsOutlinedIcon from '@mui/icons-material/SportsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../config/paths';

export interface AdminTool {
  /** The tool's route (spec section 2). */
  path: string;
  /** Its name in the rail, the header and its page. */
  label: string;
  icon: typeof SvgIcon;
  /** The rail's group heading the tool sits under. */
  section: 'Overview' | 'Bookings' | 'People' | 'Leagues & coaching' | 'Promotions' | 'System';
  /** Deeper routes that belong to this tool (they need an id, so they get no entry of their own). */
  owns?: readonly string[];
}

/**
 * Every admin tool of spec section 2, in the order of the admin rail. A new tool is one entry
 * here (and its route). The league bookings and results pages need a league, so they are reached
 * from league management and count as part of it.
 */
export const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    path: paths.admin,
    label: 'Dashboard',
    icon: DashboardOutlinedIcon,
    section: 'Overview',
  },
  {
    path: paths.adminBookingCalendar,
    label: 'Booking calendar',
    icon: CalendarMonthOutlinedIcon,
    section: 'Bookings',
  },
  {
    path: paths.adminBookingHistory,
    label: 'Booking history',
    icon: ReceiptLongOutlinedIcon,
    section: 'Bookings',
  },
  {
    path: paths.adminEvents,
    label: 'Events',
    icon: CelebrationOutlinedIcon,
    section: 'Bookings',
  },
  {
    path: paths.adminUserManagement,
    label: 'User management',
    icon: ManageAccountsOutlinedIcon,
    section: 'People',
  },
  {
    path: paths.adminLeagueManagement,
    label: 'League management',
    icon: EmojiEventsOutlinedIcon,
    section: 'Leagues & coaching',
    owns: ['/admin/leagues'],
  },
  {
    path: paths.adminCoachManagement,
    label: 'Coach management',
    icon: SportsOutlinedIcon,
    section: 'Leagues & coaching',
  },
  {
    path: paths.adminCoachHours,
    label: 'Coach hours',
    icon: ScheduleOutlinedIcon,
    section: 'Leagues & coaching',
  },
  {
    path: paths.adminManageDiscounts,
    label: 'Discounts',
    icon: LocalOfferOutlinedIcon,
    section: 'Promotions',
  },
  {
    path: paths.adminWeeklyReminders,
    label: 'Weekly reminders',
    icon: MarkEmailUnreadOutlinedIcon,
    section: 'Promotions',
  },
  {
    path: paths.adminSystemUtilities,
    label: 'System utilities',
    icon: BuildCircleOutlinedIcon,
    section: 'System',
  },
];
