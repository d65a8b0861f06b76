import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Box, IconButton, Tooltip, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { guideTopicPath, type GuideTopicId } from '../guide/topicIds';
import { PageTitleCopy } from './PageTitleCopy';

/**
 * The way from a page to the topic of Panduan Pengguna that explains it (/panduan#<topic>): one
 * icon, named 'Panduan halaman ini' for screen readers and in its tooltip, so a phone's toolbar
 * keeps its room. It brings no guide text: that loads with the guide's page.
 */
export function GuideLink({ topic, sx }: { topic: GuideTopicId; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const label = translate('app.guide.link');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={guideTopicPath(topic)} aria-label={label} color="primary" sx={sx}>
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * A page's title copy (seen on phones only: PageTitleCopy) with its guide link at the end of the
 * same line, for the pages without a toolbar: the link takes no line of its own on a phone.
 */
export function TitleWithGuide({ title, topic, sx }: { title: string; topic: GuideTopicId; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: 'flex', alignItems: 'center', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <PageTitleCopy title={title} phonesOnly sx={{ flex: 1, minWidth: 0 }} />
      <GuideLink topic={topic} sx={{ ml: 'auto' }} />
    </Box>
  );
}
