import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatPhone, whatsappLink } from '../../../domain/phoneFormat';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { formatDateTime } from '../../format';
import { FAQ, type Question } from '../../guide/faq';
import { GuideMarkdown } from '../../guide/GuideMarkdown';
import { GUIDE_ROUTE } from '../../guide/topicIds';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageTitleCopy } from '../../layout/PageTitleCopy';
import { TAP_TARGET } from '../../records/tapTarget';
import { appVersion, runningBuild } from '../../version/build';
import { useCompany } from '../company/useCompany';

/** A titled part of the page, named by its h2. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

function QuestionItem({ item }: { item: Question }) {
  const summaryId = useId();
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${item.id}-jawaban`}>
        <Typography component="span" variant="subtitle1">
          {item.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <GuideMarkdown>{item.answer}</GuideMarkdown>
      </AccordionDetails>
    </Accordion>
  );
}

/** One way to reach the dealer: what it is, and the link or text. */
function ContactRow({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', py: 0.5 }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 88 }}>
        {translate(label)}
      </Typography>
      <Typography component="span" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A part of the contact the dealer filled in, or null. */
const filled = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The dealer's phone (a call), WhatsApp (a chat with the same number), e-mail and address, as far
 * as the dealer filled them in on Pengaturan Instansi.
 */
function ContactDetails({ company }: { company: CompanyRecord }) {
  const translate = useTranslate();
  const [name, phone, email, address] = [company.name, company.phone, company.email, company.address].map(filled);
  if (!phone && !email && !address) return <Typography variant="body2">{translate('app.help.no_contact')}</Typography>;
  return (
    <>
      <Typography variant="body2" gutterBottom>
        {translate('app.help.contact_intro')}
      </Typography>
      {name ? (
        <Typography variant="subtitle1" component="p">
          {name}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {phone ? (
          <ContactRow label="app.help.phone">
            <Link href={`tel:${phone}`} sx={TAP_TARGET}>
              {formatPhone(phone)}
            </Link>
          </ContactRow>
        ) : null}
        {phone ? (
          <ContactRow label="app.help.whatsapp">
            <Link href={whatsappLink(phone)} target="_blank" rel="noopener noreferrer" sx={TAP_TARGET}>
              {translate('app.help.whatsapp_link', { phone: formatPhone(phone) })}
            </Link>
          </ContactRow>
        ) : null}
        {email ? (
          <ContactRow label="app.help.email">
            <Link href={`mailto:${email}`} sx={TAP_TARGET}>
              {email}
            </Link>
          </ContactRow>
        ) : null}
        {address ? <ContactRow label="app.help.address">{address}</ContactRow> : null}
      </Box>
    </>
  );
}

/** From the company record every member reads (GET /company), the one Pengaturan Instansi changes. */
function DealerContactPart() {
  const contact = useCompany();
  return (
    <Part title="app.help.contact_title">
      {contact.data ? (
        <ContactDetails company={contact.data} />
      ) : contact.isError ? (
        <LoadFailure error={contact.error} message="app.help.contact_failed" onRetry={() => contact.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={96} />
      )}
    </Part>
  );
}

/**
 * /bantuan (Bantuan): the questions users ask (src/guide/faq.md), the dealer's own contact from its
 * company record, and the app's version, which whoever answers the user will ask for.
 */
export default function HelpPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const build = runningBuild();
  return (
    <Stack spacing={3} sx={{ my: 2, maxWidth: 880 }}>
      <Title title="app.help.title" />
      <PageTitleCopy title="app.help.title" phonesOnly />
      <Typography variant="body2">
        {translate('app.help.guide_intro')}{' '}
        <Link component={RouterLink} to={GUIDE_ROUTE}>
          {translate('app.help.open_guide')}
        </Link>
      </Typography>
      <Part title="app.help.faq_title">
        {locale === 'id' ? null : (
          <Typography variant="body2" gutterBottom>
            {translate('app.help.language_note')}
          </Typography>
        )}
        <Box>
          {FAQ.map((item) => (
            <QuestionItem key={item.id} item={item} />
          ))}
        </Box>
      </Part>
      <Card variant="outlined">
        <CardContent>
          <DealerContactPart />
        </CardContent>
      </Card>
      <Part title="app.help.version_title">
        <Typography variant="body1">{translate('app.help.version', { version: appVersion() })}</Typography>
        {build ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.help.built', { when: formatDateTime(build) })}
          </Typography>
        ) : null}
      </Part>
    </Stack>
  );
}
