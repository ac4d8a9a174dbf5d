import type { ReactElement } from 'react';
import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SportsOutlinedIcon from '@mui/icons-material/SportsOutlined';
import { paths } from '../../../config/paths';

interface AdminTool {
  to: string;
  title: string;
  text: string;
  icon: ReactElement;
}

/**
 * Every admin tool of spec section 2, as the dashboard links to them. The league bookings and
 * results pages need a league, so they are reached from league management. The "coming" pages
 * of tools not built yet (app/placeholders.tsx) reuse the texts.
 */
export const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    to: paths.adminBookingCalendar,
    title: 'Booking calendar',
    text: 'The day at a glance, bay by bay.',
    icon: <CalendarMonthOutlinedIcon />,
  },
  {
    to: paths.adminBookingHistory,
    title: 'Booking history',
    text: 'Every booking at every location, searchable.',
    icon: <ReceiptLongOutlinedIcon />,
  },
  {
    to: paths.adminUserManagement,
    title: 'User management',
    text: 'Accounts, memberships and staff access.',
    icon: <ManageAccountsOutlinedIcon />,
  },
  {
    to: paths.adminLeagueManagement,
    title: 'League management',
    text: 'Leagues, their bookings and their results.',
    icon: <EmojiEventsOutlinedIcon />,
  },
  { to: paths.adminCoachManagement, title: 'Coach management', text: 'Coaches and what they teach.', icon: <SportsOutlinedIcon /> },
  { to: paths.adminCoachHours, title: 'Coach hours', text: 'When each coach is on the floor.', icon: <ScheduleOutlinedIcon /> },
  { to: paths.adminManageDiscounts, title: 'Discounts', text: 'Codes, limits and what they apply to.', icon: <LocalOfferOutlinedIcon /> },
  {
    to: paths.adminWeeklyReminders,
    title: 'Weekly reminders',
    text: 'The reminder e-mails members get each week.',
    icon: <MarkEmailUnreadOutlinedIcon />,
  },
  {
    to: paths.adminSystemUtilities,
    title: 'System utilities',
    text: 'Health checks, stuck holds, resent confirmations and the audit log.',
    icon: <BuildCircleOutlinedIcon />,
  },
];
