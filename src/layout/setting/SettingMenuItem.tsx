import { Box } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';
import { CountChip } from './CountChip';
import type { SettingEntry } from './entries';

/** A page of the setting menu; an approval queue shows a red chip with its count above 0 (docs/product.md). */
export function SettingMenuItem({ entry, count }: { entry: SettingEntry & { to: string }; count?: number }) {
  const translate = useTranslate();
  const Icon = entry.icon;
  return (
    <Menu.Item to={entry.to} primaryText={entry.label} leftIcon={<Icon />}>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {translate(entry.label)}
        </Box>
        <CountChip count={count} />
      </Box>
    </Menu.Item>
  );
}
