import type { FastifyReply } from 'fastify';

type ListPage<Row> = {
  /** The name in Content-Range ("users 0-24/319"). */
  name: string;
  /** ra-data-simple-rest's range, both ends included. */
  range: [number, number];
  /** The largest page answered, whatever the range asks for. */
  maxPage: number;
  rows(limit: number, offset: number): Promise<Row[]>;
  total(): Promise<number>;
};

/**
 * One page of a list in the ra-data-simple-rest convention (docs/api.md): the rows of the range,
 * read beside the total, which goes out in Content-Range.
 */
export async function listPage<Row>(reply: FastifyReply, { name, range, maxPage, rows, total }: ListPage<Row>): Promise<Row[]> {
  const [start, end] = [range[0], Math.min(Math.max(range[1], range[0]), range[0] + maxPage - 1)];
  const [page, count] = await Promise.all([rows(end - start + 1, start), total()]);
  reply.header('Content-Range', `${name} ${start}-${page.length ? start + page.length - 1 : start}/${count}`);
  return page;
}
