import { useId } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { TransitionLink } from '../../../components/TransitionLink';
import type { AdminTool } from '../adminTools';
import { toolMatch } from './currentTool';

interface AdminNavProps {
  tools: readonly AdminTool[];
  pathname: string;
  /** A tool was chosen (the menu drawer closes). */
  onNavigate?: () => void;
}

function ToolSection({ title, tools, pathname, onNavigate }: AdminNavProps & { title: string }) {
  const id = useId();
  return (
    <List
      dense
      aria-labelledby={id}
      subheader={
        <ListSubheader
          id={id}
          disableSticky
          sx={{
            bgcolor: 'transparent',
            lineHeight: 1.2,
            pt: 2,
            pb: 0.75,
            px: 1.5,
            fontSize: '0.75rem',
            fontWeight: 700,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: 'text.secondary',
          }}
        >
          {title}
        </ListSubheader>
      }
      sx={{ py: 0 }}
    >
      {tools.map((tool) => {
        const match = toolMatch(tool, pathname);
        const Icon = tool.icon;
        return (
          <li key={tool.path}>
            <ListItemButton
              component={TransitionLink}
              to={tool.path}
              onClick={onNavigate}
              // The tool's own page is the current page; a league's pages are inside league management.
              aria-current={match === 'page' ? 'page' : match ? 'true' : undefined}
              selected={match !== null}
              sx={(t) => ({
                minHeight: 44,
                borderRadius: 2,
                px: 1.25,
                gap: 1.25,
                color: 'text.primary',
                '&.Mui-selected': {
                  bgcolor: t.alpha(t.vars.palette.secondary.main, 0.12),
                  color: 'primary.main',
                  boxShadow: `inset 3px 0 0 ${t.vars.palette.secondary.main}`,
                },
                '&.Mui-selected:hover': { bgcolor: t.alpha(t.vars.palette.secondary.main, 0.18) },
                '&.Mui-focusVisible': { outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: -3 },
              })}
            >
              <ListItemIcon sx={{ minWidth: 0, color: match ? 'secondary.main' : 'text.secondary' }}>
                <Icon aria-hidden fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={tool.label} slotProps={{ primary: { sx: { fontWeight: match ? 700 : 600, fontSize: '0.875rem' } } }} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

/** Every admin tool, by section; the current one marked (aria-current) for sighted and screen-reader users alike. */
export function AdminNav({ tools, pathname, onNavigate }: AdminNavProps) {
  const sections = [...new Set(tools.map((t) => t.section))];
  return (
    <Box component="nav" aria-label="Admin tools" sx={{ px: 1, pb: 2 }}>
      {sections.map((section) => (
        <ToolSection
          key={section}
          title={section}
          tools={tools.filter((t) => t.section === section)}
          pathname={pathname}
          onNavigate={onNavigate}
        />
      ))}
    </Box>
  );
}
