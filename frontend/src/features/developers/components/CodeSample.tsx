import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** A copyable code block: what a developer pastes into a terminal or an editor as it is. */
export function CodeSample({ title, code }: { title: string; code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Box component="figure" sx={{ m: 0, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography component="figcaption" variant="subtitle2">
          {title}
        </Typography>
        <Tooltip title={copied ? 'Copied' : 'Copy'}>
          <IconButton size="small" onClick={() => void copy()} aria-label={`Copy the ${title} example`}>
            <ContentCopyRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        sx={(t) => ({
          m: 0,
          p: 2,
          borderRadius: 2,
          overflowX: 'auto',
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          bgcolor: t.vars!.palette.grey[100],
          border: `1px solid ${t.vars!.palette.divider}`,
        })}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
