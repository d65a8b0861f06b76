import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, InputAdornment, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { GuideMarkdown } from '../../guide/GuideMarkdown';
import { holdsWords, searchWords } from '../../guide/search';
import { HELP_ROUTE, isGuideRole, isGuideTopicId, type GuideRole, type GuideTopicId } from '../../guide/topicIds';
import { GUIDE, type GuideTopic } from '../../guide/topics';
import { PageTitleCopy } from '../../layout/PageTitleCopy';

/** The part of the guide a heading names: the user's role's topics, the others, or all of them. */
type Part = { key: string; title: string; topics: GuideTopic[] };

/** The topic an address's hash names (/panduan#follow-up), if any. */
function topicOfHash(hash: string): GuideTopicId | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return isGuideTopicId(id) ? id : undefined;
}

/** The user's role's topics first, then the others; one part for a role the guide does not name (a dealer's own). */
function partsOf(topics: GuideTopic[], role: GuideRole | undefined, translate: (key: string, options?: object) => string): Part[] {
  if (!role) return [{ key: 'all', title: translate('app.guide.all_topics'), topics }];
  return [
    { key: 'role', title: translate('app.guide.for_role', { role }), topics: topics.filter((topic) => topic.roles.includes(role)) },
    { key: 'other', title: translate('app.guide.other_topics'), topics: topics.filter((topic) => !topic.roles.includes(role)) },
  ];
}

function TopicItem({ topic, expanded, onChange }: { topic: GuideTopic; expanded: boolean; onChange: (open: boolean) => void }) {
  const translate = useTranslate();
  const summaryId = useId();
  return (
    <Accordion
      id={topic.id}
      expanded={expanded}
      onChange={(_event, open) => onChange(open)}
      disableGutters
      // Below the fixed top bar when the address's anchor scrolls to it.
      sx={{ scrollMarginTop: 72 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${topic.id}-isi`}>
        <Box>
          <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 500 }}>
            {topic.title}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {translate('app.guide.roles', { roles: topic.roles.join(', ') })}
          </Typography>
        </Box>
      </AccordionSummary>
      {/* MUI names the region around this by the summary, and the summary controls it. */}
      <AccordionDetails>
        <GuideMarkdown>{topic.body}</GuideMarkdown>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * /panduan (Panduan Pengguna): the guide's topics (src/guide/topics/*.md), the user's role's first,
 * searchable; /panduan#<topic> opens that topic, as the pages' help links do (layout/GuideLink.tsx).
 */
export default function GuidePage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const subject = useAccessSubject();
  const location = useLocation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<GuideTopicId>>(() => new Set());
  // Each arrival at an address (a link followed, even to the same anchor) opens the topic it names,
  // with the search cleared so that the topic is there to open.
  const [arrival, setArrival] = useState<string>();
  const target = topicOfHash(location.hash);
  if (arrival !== location.key) {
    setArrival(location.key);
    if (target) {
      setQuery('');
      setExpanded((open) => new Set(open).add(target));
    }
  }
  // Then the page shows it, and the keyboard starts there.
  useEffect(() => {
    if (!target || !subject) return;
    const topic = document.getElementById(target);
    topic?.scrollIntoView?.({ block: 'start' });
    topic?.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
  }, [target, location.key, subject]);

  if (!subject) return <Loading />;

  const words = searchWords(query);
  const found = GUIDE.filter((topic) => holdsWords(topic.searchText, words));
  const role = isGuideRole(subject.role_name) ? subject.role_name : undefined;
  const parts = partsOf(found, role, translate).filter((part) => part.topics.length > 0);
  const searching = words.length > 0;
  const count = searching
    ? found.length > 0
      ? translate('app.guide.found', { count: found.length, query: query.trim() })
      : translate('app.guide.none', { query: query.trim() })
    : translate('app.guide.count', { count: found.length });
  const toggle = (id: GuideTopicId) => (open: boolean) =>
    setExpanded((before) => {
      const after = new Set(before);
      if (open) after.add(id);
      else after.delete(id);
      return after;
    });

  return (
    <Stack spacing={2} sx={{ my: 2, maxWidth: 880 }}>
      <Title title="app.guide.title" />
      <PageTitleCopy title="app.guide.title" phonesOnly />
      <Typography variant="body2">{translate('app.guide.intro')}</Typography>
      {locale === 'id' ? null : <Typography variant="body2">{translate('app.guide.language_note')}</Typography>}
      <Box role="search">
        <TextField
          id={searchId}
          type="search"
          fullWidth
          label={translate('app.guide.search')}
          placeholder={translate('app.guide.search_hint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {/* Polite: the count is said once the user pauses typing, without interrupting. */}
      <Typography role="status" variant="body2" color="text.secondary">
        {count}
      </Typography>
      {searching && found.length === 0 ? (
        <Box sx={{ py: 2 }}>
          <Typography variant="body2" gutterBottom>
            {translate('app.guide.none_hint')}
          </Typography>
          <Button variant="outlined" onClick={() => setQuery('')}>
            {translate('app.guide.clear')}
          </Button>
        </Box>
      ) : null}
      {parts.map((part) => (
        <Box component="section" key={part.key} aria-labelledby={`${searchId}-${part.key}`}>
          <Typography id={`${searchId}-${part.key}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {part.title}
          </Typography>
          {part.topics.map((topic) => (
            <TopicItem key={topic.id} topic={topic} expanded={expanded.has(topic.id)} onChange={toggle(topic.id)} />
          ))}
        </Box>
      ))}
      <Typography variant="body2">
        {translate('app.guide.more_help')}{' '}
        <Link component={RouterLink} to={HELP_ROUTE}>
          {translate('app.guide.open_help')}
        </Link>
      </Typography>
    </Stack>
  );
}
