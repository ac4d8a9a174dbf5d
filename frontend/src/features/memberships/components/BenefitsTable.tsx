import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BENEFITS } from '../utils/plans';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Spec section 9's table: No membership against Birdie, row by row. */
export function BenefitsTable() {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 5, overflow: 'hidden' }}>
      <Table aria-labelledby="compare-heading" sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="td" sx={{ width: { xs: '28%', sm: '26%' } }}>
              <Box component="span" sx={hidden}>
                Benefit
              </Box>
            </TableCell>
            <TableCell scope="col" sx={{ typography: 'h6', fontWeight: 700 }}>
              No membership
            </TableCell>
            <TableCell scope="col" sx={(t) => ({ typography: 'h6', fontWeight: 700, bgcolor: t.alpha(t.vars.palette.accent.main, 0.16) })}>
              Birdie
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {BENEFITS.map((row) => (
            <TableRow key={row.item}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 650, color: 'text.secondary', verticalAlign: 'top' }}>
                {row.item}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                {row.none ?? (
                  <>
                    <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                      —
                    </Box>
                    <Box component="span" sx={hidden}>
                      Not included
                    </Box>
                  </>
                )}
              </TableCell>
              <TableCell sx={(t) => ({ verticalAlign: 'top', fontWeight: 600, bgcolor: t.alpha(t.vars.palette.accent.main, 0.08) })}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <CheckCircleRoundedIcon
                    aria-hidden
                    sx={{ color: 'secondary.main', fontSize: 20, mt: '2px', display: { xs: 'none', sm: 'block' } }}
                  />
                  <span>{row.birdie}</span>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
