import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One card of a settings page (Profil, Pengaturan Instansi), a region named by its h2 (the page's h1 is the top bar's title). */
export function PageSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom={!intro}>
          {translate(title)}
        </Typography>
        {intro ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(intro)}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
