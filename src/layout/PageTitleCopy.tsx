import { Typography, type TypographyProps } from '@mui/material';
import { createContext, useContext } from 'react';
import { useTranslate } from 'react-admin';

/**
 * From this breakpoint up the top bar shows the page's title; below it (phones) the title is only
 * read out there, and pages that want it seen show their copy of it.
 */
export const TOP_BAR_TITLE_SHOWN_FROM = 'md';

/**
 * True inside the app's layout, whose top bar holds the page's one h1: the title slot where every
 * page's <Title> goes (TopBar.tsx, docs/accessibility.md).
 */
export const TopBarHoldsHeading = createContext(false);

type PageTitleCopyProps = Pick<TypographyProps, 'variant' | 'gutterBottom' | 'sx'> & {
  /** Translation key of the page's title, the one its <Title> puts in the top bar. */
  title: string;
  /** Seen only on phones, where the top bar does not show the title. */
  phonesOnly?: boolean;
};

/**
 * The page's title where the eye looks for it, in the page itself. Inside the layout the top bar's
 * h1 already says it to screen readers, so this copy is hidden from them (two h1s, or a heading
 * read twice, would blur which one names the page); outside the layout (the error page around
 * the whole app) nothing else names the page, and it is the h1.
 */
export function PageTitleCopy({ title, phonesOnly = false, variant = 'h6', gutterBottom, sx }: PageTitleCopyProps) {
  const translate = useTranslate();
  const inLayout = useContext(TopBarHoldsHeading);
  return (
    <Typography
      variant={variant}
      gutterBottom={gutterBottom}
      component={inLayout ? 'p' : 'h1'}
      aria-hidden={inLayout || undefined}
      sx={[phonesOnly && { display: { [TOP_BAR_TITLE_SHOWN_FROM]: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {translate(title)}
    </Typography>
  );
}
