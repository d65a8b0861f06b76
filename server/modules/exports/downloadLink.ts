import { and, eq, gt, sql } from 'drizzle-orm';
import { EXPORT_LINK_SECONDS } from '../../../domain/exports';
import { exportPath } from '../../../domain/apiPaths';
import { problem } from '../../../domain/errors';
import type { Executor } from '../../db/connection';
import { exportJob } from '../../db/schema';
import { forbidden } from '../../plugins/errors';
import { digest, newToken } from '../../plugins/session';

/**
 * Download links: a browser downloads by navigating (an <a href>, a new tab), which sends no headers,
 * so the file route takes a token in its query instead of the session. The token opens one finished
 * export's file and nothing else, for EXPORT_LINK_SECONDS; only its SHA-256 is stored, and asking
 * for a new link ends the previous one.
 */
export async function newDownloadLink(db: Executor, id_export: number) {
  const token = newToken();
  const [saved] = await db
    .update(exportJob)
    .set({ link_digest: digest(token), link_expires_at: sql`now() + make_interval(secs => ${EXPORT_LINK_SECONDS})` })
    .where(eq(exportJob.id, id_export))
    .returning({ expires_at: exportJob.link_expires_at });
  return { url: `${exportPath(id_export)}/file?token=${token}`, expires_at: saved.expires_at!.toISOString() };
}

/** The finished export a link's token opens, or 403: wrong token, another export's, or expired. */
export async function exportOfLink(db: Executor, id_export: number, token: string) {
  const [found] = await db
    .select()
    .from(exportJob)
    .where(
      and(
        eq(exportJob.id, id_export),
        eq(exportJob.link_digest, digest(token)),
        gt(exportJob.link_expires_at, sql`now()`),
        eq(exportJob.status, 'done'),
      ),
    );
  if (!found?.file) throw forbidden(problem('export.link_invalid'));
  return { ...found, file: found.file };
}
