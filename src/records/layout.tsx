import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Fields side by side on a desk, one column on a phone (docs/product.md: 360 px). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        rowGap: 1,
        width: '100%',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A strip that scrolls sideways within the page (tabs, the board) instead of widening it: react-admin's
 * layout lets content grow to its widest child, which on a 360 px phone pushes the page off screen.
 */
export function SidewaysStrip({ children }: { children: ReactNode }) {
  return <Box sx={{ contain: 'inline-size', width: '100%' }}>{children}</Box>;
}

/** A titled part of a form or page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  // Named by its title, so that the section is a region and its fields read as its own where
  // another section has fields of the same name (List Distribusi's recipients and its rule's).
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ width: '100%', mt: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** A section on its own card, for the related records of a show page. */
export function CardSection(props: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Section {...props} />
      </CardContent>
    </Card>
  );
}
