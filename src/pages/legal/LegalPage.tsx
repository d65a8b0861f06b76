import { Typography } from '@mui/material';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { useTranslate } from 'react-admin';
import { AuthLink, AuthLinks } from '../auth/AuthLinks';
import { AuthShell } from '../auth/AuthShell';

export type LegalSection = { heading: string; paragraphs?: string[]; items?: string[] };

type LegalPageProps = {
  /** Translation keys of the title and of the note on the binding language. */
  title: string;
  languageNote: string;
  /** The date of the text in force (YYYY-MM-DD). */
  updated: string;
  sections: readonly LegalSection[];
};

/** A public legal text (privacy policy, terms), written in Indonesian: the binding language. */
export function LegalPage({ title, languageNote, updated, sections }: LegalPageProps) {
  const translate = useTranslate();
  return (
    <AuthShell
      title={title}
      subtitle="app.legal.updated"
      subtitleArgs={{ date: dayjs(updated).locale('id').format('D MMMM YYYY') }}
      maxWidth={860}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(languageNote)}
      </Typography>
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </ul>
          ) : null}
          {section.paragraphs?.map((paragraph) => (
            <Typography variant="body2" key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
      <AuthLinks>
        <AuthLink to="/" label="ra.action.back" />
      </AuthLinks>
    </AuthShell>
  );
}
