import { isGuideRole, isGuideTopicId, type GuideRole, type GuideTopicId } from './topicIds';
import { searchableText } from './search';

/** A topic of the guide, as read from its file (docs/guide.md). */
export type GuideTopic = {
  id: GuideTopicId;
  title: string;
  /** Whom it is for, in the file's order. */
  roles: GuideRole[];
  /** The Markdown under the title and roles lines. */
  body: string;
  /** Title and body as the search compares them (search.ts). */
  searchText: string;
};

const FILE_NAME = /(?:^|\/)(\d+)-([a-z0-9-]+)\.md$/;
const ROLES_LINE = /^Peran:\s*(.+)$/;

/**
 * Reads a topic file: its name `<NN>-<id>.md` gives the order and the anchor, its first line
 * `# Title` the title, its next line `Peran: Sales, Supervisor` the roles, the rest is the text.
 * A file out of this shape is a mistake of the repository, said at once with the file's name.
 */
export function parseTopic(fileName: string, raw: string): GuideTopic {
  const fail = (what: string): never => {
    throw new Error(`Guide topic ${fileName}: ${what} (docs/guide.md)`);
  };
  const id = FILE_NAME.exec(fileName)?.[2] ?? fail('the file name must be <NN>-<id>.md');
  if (!isGuideTopicId(id)) fail(`"${id}" is not in GUIDE_TOPICS (src/guide/topicIds.ts)`);
  const [titleLine = '', rolesLine = '', ...rest] = raw.replace(/\r\n?/g, '\n').trimStart().split('\n');
  const title = /^# (.+)$/.exec(titleLine)?.[1]?.trim() ?? fail('the first line must be "# Title"');
  const listed = ROLES_LINE.exec(rolesLine.trim())?.[1] ?? fail('the second line must be "Peran: Sales, Supervisor, Administrator"');
  const roles = listed.split(',').map((role) => role.trim());
  const unknown = roles.filter((role) => !isGuideRole(role));
  if (unknown.length > 0 || roles.length === 0) fail(`unknown roles ${unknown.join(', ')}`);
  const body = rest.join('\n').trim();
  if (!body) fail('the topic has no text');
  return { id: id as GuideTopicId, title, roles: roles as GuideRole[], body, searchText: searchableText(`${title}\n${body}`) };
}

/** Topic files in their order: by the number their names start with. */
export function parseTopics(files: Record<string, string>): GuideTopic[] {
  const number = (name: string) => Number(FILE_NAME.exec(name)?.[1] ?? Number.NaN);
  return Object.entries(files)
    .sort(([a], [b]) => number(a) - number(b) || a.localeCompare(b))
    .map(([name, raw]) => parseTopic(name, raw));
}

/** Every topic of src/guide/topics/, its text bundled with the guide's page alone (a lazy chunk). */
export const GUIDE: readonly GuideTopic[] = parseTopics(
  import.meta.glob<string>('./topics/*.md', { query: '?raw', import: 'default', eager: true }),
);
