import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardMembershipRoundedIcon from '@mui/icons-material/CardMembershipRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

interface AccountMenuPopupProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  isAdmin: boolean;
  onClose: () => void;
  onProfile: () => void;
  onManageMembership: () => void;
  onAdmin: () => void;
  onSignOut: () => void;
  /** After the menu has fully closed (its transition ended). */
  onExited?: () => void;
}

/** The signed-in menu under the first name (spec section 2): My Profile, Manage Membership, Admin Dashboard (admins), Sign Out. */
export function AccountMenuPopup({
  id,
  buttonId,
  anchor,
  isAdmin,
  onClose,
  onProfile,
  onManageMembership,
  onAdmin,
  onSignOut,
  onExited,
}: AccountMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        transition: { onExited },
        list: { 'aria-labelledby': buttonId, dense: false },
        paper: {
          sx: {
            mt: 1,
            minWidth: 232,
            borderRadius: '16px',
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 16px 40px rgba(7, 42, 32, 0.18)',
          },
        },
      }}
    >
      <MenuItem onClick={onProfile}>
        <ListItemIcon>
          <PersonOutlineRoundedIcon fontSize="small" />
        </ListItemIcon>
        My Profile
      </MenuItem>
      <MenuItem onClick={onManageMembership}>
        <ListItemIcon>
          <CardMembershipRoundedIcon fontSize="small" />
        </ListItemIcon>
        Manage Membership
      </MenuItem>
      {isAdmin ? (
        <MenuItem onClick={onAdmin}>
          <ListItemIcon>
            <AdminPanelSettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Admin Dashboard
        </MenuItem>
      ) : null}
      <Divider />
      <MenuItem onClick={onSignOut}>
        <ListItemIcon>
          <LogoutRoundedIcon fontSize="small" />
        </ListItemIcon>
        Sign Out
      </MenuItem>
    </Menu>
  );
}
