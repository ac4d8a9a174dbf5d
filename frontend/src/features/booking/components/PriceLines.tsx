import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { lineDetail, type PriceLineLike } from '../utils/checkout';
import { formatCents } from '../../../lib/format';

interface PriceLinesProps {
  lines: readonly PriceLineLike[];
  totalCents: number;
  /** "Total", "Total paid". */
  totalLabel?: string;
  /** Dims the figures while a new price loads. */
  stale?: boolean;
}

/** The server's price, line by line (hours × rate, included hours, a discount) and the total. */
export function PriceLines({ lines, totalCents, totalLabel = 'Total', stale = false }: PriceLinesProps) {
  return (
    <Box sx={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }} aria-busy={stale || undefined}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1.25 }}>
        {lines.map((line, i) => {
          const detail = lineDetail(line);
          const discount = line.amountCents < 0;
          return (
            <Box key={`${line.label}-${i}`} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ minWidth: 0 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {line.label}
                </Typography>
                {detail ? (
                  <Typography variant="caption" component="span" sx={{ color: 'text.secondary', display: 'block', fontSize: '0.8125rem' }}>
                    {detail}
                  </Typography>
                ) : null}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  typography: 'body2',
                  fontWeight: 600,
                  textAlign: 'right',
                  fontVariantNumeric: 'tabular-nums',
                  color: discount ? 'secondary.dark' : 'text.primary',
                }}
              >
                {formatCents(line.amountCents)}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {totalLabel}
        </Typography>
        <Typography component="span" variant="h4" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCents(totalCents)}
        </Typography>
      </Box>
    </Box>
  );
}
