import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The queue is empty: nothing waits for a decision. */
export function ApprovalEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <TaskAltIcon sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="body1">{translate('app.approval.empty')}</Typography>
    </Box>
  );
}
