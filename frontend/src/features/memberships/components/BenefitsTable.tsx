import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { benefitRows, planColumnName, type PlanTerms } from '../utils/plans';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Spec section 9's table: a column per plan (No membership, Birdie, and any plan row added), row by row. */
export function BenefitsTable({ plans }: { plans: readonly PlanTerms[] }) {
  const rows = benefitRows(plans);
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
            {plans.map((plan) => (
              <TableCell
                key={plan.code}
                scope="col"
                sx={(t) => ({
                  typography: 'h6',
                  fontWeight: 700,
                  ...(plan.priceCents > 0 ? { bgcolor: t.alpha(t.vars.palette.accent.main, 0.16) } : {}),
                })}
              >
                {planColumnName(plan)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.item}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 650, color: 'text.secondary', verticalAlign: 'top' }}>
                {row.item}
              </TableCell>
              {row.cells.map((cell, i) => {
                const paid = plans[i]!.priceCents > 0;
                return (
                  <TableCell
                    key={plans[i]!.code}
                    sx={(t) => ({
                      verticalAlign: 'top',
                      ...(paid ? { fontWeight: 600, bgcolor: t.alpha(t.vars.palette.accent.main, 0.08) } : {}),
                    })}
                  >
                    {cell === null ? (
                      <>
                        <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                          —
                        </Box>
                        <Box component="span" sx={hidden}>
                          Not included
                        </Box>
                      </>
                    ) : paid ? (
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                        <CheckCircleRoundedIcon
                          aria-hidden
                          sx={{ color: 'secondary.main', fontSize: 20, mt: '2px', display: { xs: 'none', sm: 'block' } }}
                        />
                        <span>{cell}</span>
                      </Box>
                    ) : (
                      cell
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
