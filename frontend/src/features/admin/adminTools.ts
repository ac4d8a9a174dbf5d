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
  /** What it is for, in one line (the "coming" page of a tool not built yet says it). */
  text: string;
  /** The rail's group heading the tool sits under. */
  section: 'Overview' | 'Bookings' | 'People' | 'Leagues & coaching' | 'Promotions' | 'System';
  /** Still a "coming" page (app/placeholders.tsx): the rail says so. Drop the flag when the tool ships. */
  soon?: boolean;
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
    text: 'Today at every venue and this week so far.',
    section: 'Overview',
  },
  {
    path: paths.adminBookingCalendar,
    label: 'Booking calendar',
    icon: CalendarMonthOutlinedIcon,
    text: 'The day at a glance, bay by bay.',
    section: 'Bookings',
  },
  {
    path: paths.adminBookingHistory,
    label: 'Booking history',
    icon: ReceiptLongOutlinedIcon,
    text: 'Every booking at every location, searchable.',
    section: 'Bookings',
  },
  {
    path: paths.adminEvents,
    label: 'Events',
    icon: CelebrationOutlinedIcon,
    text: 'Tournaments, clinics and parties: seats, waitlists, registrations.',
    section: 'Bookings',
  },
  {
    path: paths.adminUserManagement,
    label: 'User management',
    icon: ManageAccountsOutlinedIcon,
    text: 'Accounts, memberships and staff access.',
    section: 'People',
  },
  {
    path: paths.adminLeagueManagement,
    label: 'League management',
    icon: EmojiEventsOutlinedIcon,
    text: 'Leagues, their bookings and their results.',
    section: 'Leagues & coaching',
    owns: ['/admin/leagues'],
  },
  {
    path: paths.adminCoachManagement,
    label: 'Coach management',
    icon: SportsOutlinedIcon,
    text: 'Coaches and what they teach.',
    section: 'Leagues & coaching',
  },
  {
    path: paths.adminCoachHours,
    label: 'Coach hours',
    icon: ScheduleOutlinedIcon,
    text: 'When each coach is on the floor.',
    section: 'Leagues & coaching',
  },
  {
    path: paths.adminManageDiscounts,
    label: 'Discounts',
    icon: LocalOfferOutlinedIcon,
    text: 'Codes, limits and what they apply to.',
    section: 'Promotions',
  },
  {
    path: paths.adminWeeklyReminders,
    label: 'Weekly reminders',
    icon: MarkEmailUnreadOutlinedIcon,
    text: 'The reminder e-mails members get each week.',
    section: 'Promotions',
  },
  {
    path: paths.adminSystemUtilities,
    label: 'System utilities',
    icon: BuildCircleOutlinedIcon,
    text: 'Health checks, stuck holds, resent confirmations and the audit log.',
    section: 'System',
  },
];
