import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import TimerOffRoundedIcon from '@mui/icons-material/TimerOffRounded';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import Chip from '@mui/material/Chip';
import { normalizeStatus, statusLook } from '../utils/bookingStatus';

const ICONS = {
  held: HourglassTopRoundedIcon,
  confirmed: CheckCircleRoundedIcon,
  completed: FlagRoundedIcon,
  cancelled: BlockRoundedIcon,
  expired: TimerOffRoundedIcon,
  released: UndoRoundedIcon,
} as const;

/** A booking's status: label, colour, fill and icon, so no one has to tell statuses apart by hue. */
export function StatusChip({ status }: { status: string }) {
  const look = statusLook(status);
  const known = normalizeStatus(status);
  const Icon = known ? ICONS[known] : HelpOutlineRoundedIcon;
  return <Chip size="small" label={look.label} color={look.color} variant={look.variant} icon={<Icon aria-hidden />} />;
}
