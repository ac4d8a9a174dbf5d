import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../../components/TransitionLink';
import { ADMIN_TOOLS } from '../adminTools';
import { AdminSection } from '../../components/AdminSection';

/** A link to every admin tool, as a grid. */
export function AdminToolLinks() {
  return (
    <AdminSection title="Admin tools" intro="Everything you can run from here">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {ADMIN_TOOLS.map((tool) => (
          <li key={tool.to}>
            <ButtonBase
              component={TransitionLink}
              to={tool.to}
              sx={(t) => ({
                width: '100%',
                minHeight: 56,
                px: 1.5,
                py: 1,
                gap: 1.5,
                justifyContent: 'flex-start',
                textAlign: 'left',
                borderRadius: '12px',
                border: `1px solid ${t.vars.palette.divider}`,
                color: 'text.primary',
                transition: t.transitions.create(['border-color', 'background-color'], { duration: t.transitions.duration.shortest }),
                '&:hover': { borderColor: t.vars.palette.secondary.main, bgcolor: t.alpha(t.vars.palette.secondary.main, 0.04) },
                '&.Mui-focusVisible': { outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: 2 },
              })}
            >
              <Box aria-hidden sx={{ display: 'flex', color: 'secondary.main' }}>
                {tool.icon}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 650, lineHeight: 1.3 }}>
                  {tool.title}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.35 }}>
                  {tool.text}
                </Typography>
              </Box>
              <ChevronRightRoundedIcon aria-hidden sx={{ color: 'text.secondary' }} />
            </ButtonBase>
          </li>
        ))}
      </Box>
    </AdminSection>
  );
}
