import { Box, Link, Typography, type TypographyProps } from '@mui/material';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The Markdown of the guide and of Bantuan, drawn as the app's own components: markdown-to-jsx
 * (docs/guide.md) builds React elements, never HTML strings, and raw HTML is not read at all.
 */

/** A heading of a topic's text, a level below the topic's own (h3 in the page): '##' is h4, '###' h5. */
const heading = (component: 'h4' | 'h5', variant: TypographyProps['variant']) =>
  function GuideHeading({ children }: { children?: ReactNode }) {
    // markdown-to-jsx gives each heading an id from its text; the page's ids are the topics' anchors.
    return (
      <Typography component={component} variant={variant} sx={{ mt: 2, mb: 1 }}>
        {children}
      </Typography>
    );
  };

/** A link of the app opens through the router (no reload); another site opens in a new tab. */
function GuideAnchor({ href = '', children, title }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link component={RouterLink} to={href} title={title}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** A table scrolls sideways in its own box on a phone, which the keyboard can reach and scroll. */
function GuideTable({ children }: { children?: ReactNode }) {
  return (
    <Box
      tabIndex={0}
      role="group"
      aria-label="Tabel"
      sx={{
        overflowX: 'auto',
        my: 1,
        '& table': { borderCollapse: 'collapse', minWidth: 480 },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover' },
      }}
    >
      <table>{children}</table>
    </Box>
  );
}

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    h1: heading('h4', 'subtitle1'),
    h2: heading('h4', 'subtitle1'),
    h3: heading('h5', 'subtitle2'),
    h4: heading('h5', 'subtitle2'),
    a: GuideAnchor,
    table: GuideTable,
  },
};

export function GuideMarkdown({ children }: { children: string }) {
  return (
    <Box
      sx={{
        typography: 'body2',
        '& p': { my: 1 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& li': { my: 0.5 },
        '& strong': { fontWeight: 600 },
      }}
    >
      <Markdown options={OPTIONS}>{children}</Markdown>
    </Box>
  );
}
