import { Typography } from '@mui/material';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { useTranslate } from 'react-admin';
import { AuthLink, AuthLinks } from './auth/AuthLinks';
import { AuthShell } from './auth/AuthShell';
import { POLICY, POLICY_UPDATED } from './privacy/policy';

export default function PrivacyPolicyPage() {
  const translate = useTranslate();
  return (
    <AuthShell
      title="app.privacy.title"
      subtitle="app.privacy.updated"
      subtitleArgs={{ date: dayjs(POLICY_UPDATED).locale('id').format('D MMMM YYYY') }}
      maxWidth={860}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.privacy.language_note')}
      </Typography>
      {POLICY.map((section) => (
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
