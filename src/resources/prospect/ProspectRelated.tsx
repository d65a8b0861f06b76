import type { ReactNode } from 'react';
import { CanAccess, Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { CardSection } from '../../records/layout';
import { CollabTable } from '../collab/CollabTable';
import { FollowUpTable } from '../followup/FollowUpTable';
import { OrderTable } from '../order/OrderTable';
import { SimulationHistory } from '../../pages/credit/SimulationHistory';

function Empty({ message }: { message: string }) {
  const translate = useTranslate();
  return <p>{translate(message)}</p>;
}

type RelatedProps = { reference: string; title: string; empty: string; children: ReactNode };

/** One kind of the prospect's records, newest first, five at a time; only for users of its module. */
function Related({ reference, title, empty, children }: RelatedProps) {
  return (
    <CanAccess resource={reference} action="list">
      <CardSection title={title}>
        <ReferenceManyField
          reference={reference}
          target="id_prospect"
          sort={{ field: 'created_at', order: 'DESC' }}
          perPage={5}
          pagination={<Pagination rowsPerPageOptions={[5]} />}
          empty={<Empty message={empty} />}
        >
          {children}
        </ReferenceManyField>
      </CardSection>
    </CanAccess>
  );
}

/** The prospect's follow-ups, credit simulations, orders and collaborations on the same screen as the prospect. */
export function ProspectRelated() {
  return (
    <>
      <Related reference="prospect/fu" title="app.records.prospect.follow_ups" empty="app.records.prospect.no_follow_ups">
        <FollowUpTable withProspect={false} />
      </Related>
      <SimulationHistory />
      <Related reference="order" title="app.records.prospect.orders" empty="app.records.prospect.no_orders">
        <OrderTable withProspect={false} />
      </Related>
      <Related reference="collab" title="app.records.prospect.collabs" empty="app.records.prospect.no_collabs">
        <CollabTable withProspect={false} />
      </Related>
    </>
  );
}
