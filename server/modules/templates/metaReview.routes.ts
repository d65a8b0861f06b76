import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { META_REVIEW_SYNC, metaReviewPath } from '../../../domain/apiPaths';
import { metaReviewInput } from '../../../domain/schemas/metaTemplate';
import { templateRecord } from '../../../domain/schemas/template';
import type { DatabaseHandle } from '../../db/connection';
import { waTemplate } from '../../db/schema';
import { callerOf, requireModule } from '../../plugins/auth';
import { alsoErrors, idParams } from '../../schemas';
import { sendForReview, syncReviews } from './metaReview';

const guard = { preHandler: requireModule('Template Whatsapp') };
const tags = ['template'];

/** Templates on Meta, for holders of Template Whatsapp: send one for review, and read every status from Meta. */
const metaReviewRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    metaReviewPath(':id'),
    {
      ...guard,
      schema: {
        summary: 'Ajukan template ke Meta',
        tags,
        description:
          'Sends the template to Meta for review (language id, the category given, the placeholders numbered); a template Meta has already is sent again as an edit. 409 without a connected business number; 503 when Meta cannot be reached.',
        ...alsoErrors(404, 503),
        params: idParams,
        body: metaReviewInput,
        response: { 200: z.object({ data: templateRecord }) },
      },
    },
    async (request) => {
      const { id_company } = callerOf(request);
      await sendForReview(app, db, id_company, request.params.id, request.body.category);
      const [row] = await db.select().from(waTemplate).where(and(eq(waTemplate.id, request.params.id), eq(waTemplate.id_company, id_company)));
      return { data: row };
    },
  );

  app.post(
    META_REVIEW_SYNC,
    {
      ...guard,
      schema: {
        summary: 'Perbarui status template dari Meta',
        tags,
        description: 'Reads the status of every template from Meta (Meta’s webhook keeps them current too); answers how many of the company’s templates were matched.',
        ...alsoErrors(503),
        response: { 200: z.object({ data: z.object({ matched: z.number().int() }) }) },
      },
    },
    async (request) => ({ data: { matched: await syncReviews(app, db, callerOf(request).id_company) } }),
  );
};

export default metaReviewRoutes;
