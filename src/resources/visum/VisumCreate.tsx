import { Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  AutocompleteInput,
  Form,
  FormDataConsumer,
  HttpError,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { onlineManager } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MAX_LENGTH } from '../../../domain/limits';
import type { AppDataProvider } from '../../dataProvider';
import type { ErrorEnvelope } from '../../dataProvider/errorEnvelope';
import { PageTitleCopy } from '../../layout/PageTitleCopy';
import { useSendOrKeep, type MaybeQueued } from '../../offline/useCreateOrQueue';
import { labelOf } from '../../records/choices';
import { messageOf } from '../../records/errors';
import { emptyToNull } from '../../records/inputs';
import { Section } from '../../records/layout';
import { useRules } from '../../records/validation';
import { LocationStatus } from './LocationStatus';
import { PhotoPicker } from './PhotoPicker';
import { PURPOSE_CHOICES, visumDetailPath } from './purposes';
import { useGeolocation, type Place } from './useGeolocation';

type Mode = 'existing' | 'new' | 'none';
type Values = { mode: Mode; id_prospect?: Identifier | null; new_name?: string; new_phone?: string; purpose: string; notes?: string | null };

const MODES: { id: Mode; name: string }[] = [
  { id: 'existing', name: 'app.visum.mode_existing' },
  { id: 'new', name: 'app.visum.mode_new' },
  { id: 'none', name: 'app.visum.mode_none' },
];

/** What the server takes (docs/api.md, Data Visum): the time is its own, the photo follows. */
const visitOf = (values: Values, place: Place | null) => ({
  purpose: values.purpose,
  notes: values.notes ?? null,
  ...(values.mode === 'existing' ? { id_prospect: values.id_prospect ?? null } : {}),
  ...(values.mode === 'new' ? { new_prospect: { name: values.new_name ?? '', phone: values.new_phone ?? '' } } : {}),
  ...(place ?? {}),
});

/** The server's field messages, placed on this form's fields (the new prospect's are its own). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as ErrorEnvelope).errors ?? {};
  const renamed: Record<string, string> = { name: 'new_name', phone: 'new_phone', 'new_prospect.name': 'new_name', 'new_prospect.phone': 'new_phone' };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [renamed[field] ?? field, message]));
}

/** /setting/visum/create: a visit recorded on a phone, with its photo and, when the browser gives it, its place. */
export default function VisumCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const rules = useRules();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const sendOrKeep = useSendOrKeep();
  const { location, retry } = useGeolocation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  const place = location.state === 'found' ? location.place : null;

  const save = async (values: Values) => {
    // Without signal the phone's time goes with it: the server's would be the time it arrives.
    const recordedOffline = onlineManager.isOnline() ? {} : { recorded_offline_at: new Date().toISOString() };
    const label = translate('app.offline.change.visit', { purpose: translate(labelOf(PURPOSE_CHOICES, values.purpose)) });
    let made: MaybeQueued;
    try {
      made = await sendOrKeep({ resource: 'setting/visum', data: { ...visitOf(values, place), ...recordedOffline }, label, ...(photo ? { photo } : {}) });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return fieldErrorsOf(error);
    }
    if (made.queued) {
      notify('app.offline.queued', { type: 'info' });
      navigate('/setting/visum');
      return undefined;
    }
    const id = made.id;
    if (photo) {
      try {
        await dataProvider.uploadPhoto('setting/visum', id, photo);
      } catch (error) {
        notify('app.visum.photo_failed', { type: 'error', messageArgs: { message: messageOf(error) } });
        navigate(visumDetailPath(id));
        return undefined;
      }
    }
    notify(place ? 'app.visum.saved' : 'app.visum.saved_without_location', { type: place ? 'success' : 'warning' });
    navigate(visumDetailPath(id));
    return undefined;
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.visum.record_title" />
      <CardContent>
        <PageTitleCopy title="app.visum.record_title" />
        <Form defaultValues={{ mode: 'existing', purpose: 'rumah' }} onSubmit={(values: FieldValues) => save(values as Values)}>
          <Stack sx={{ width: '100%', maxWidth: 560 }}>
            <RadioButtonGroupInput source="mode" label="app.visum.prospect_mode" choices={MODES} row={false} helperText={false} />
            <FormDataConsumer<Values>>
              {({ formData }) =>
                formData.mode === 'existing' ? (
                  <ReferenceInput source="id_prospect" reference="prospect" sort={{ field: 'name', order: 'ASC' }}>
                    <AutocompleteInput
                      label="app.visum.prospect_search"
                      optionText="name"
                      parse={emptyToNull}
                      validate={rules.required('app.visum.prospect')}
                    />
                  </ReferenceInput>
                ) : formData.mode === 'new' ? (
                  <>
                    <TextInput
                      source="new_name"
                      label="app.visum.new_name"
                      validate={[rules.required('app.visum.new_name'), rules.maxLength('app.visum.new_name', MAX_LENGTH.prospect.name)]}
                    />
                    <TextInput
                      source="new_phone"
                      label="app.visum.new_phone"
                      type="tel"
                      validate={[rules.required('app.visum.new_phone'), rules.phone('app.visum.new_phone')]}
                    />
                  </>
                ) : null
              }
            </FormDataConsumer>
            <SelectInput source="purpose" label="app.visum.purpose_label" choices={PURPOSE_CHOICES} validate={rules.required('app.visum.purpose_label')} />
            <TextInput source="notes" label="app.visum.notes" multiline minRows={3} validate={rules.maxLength('app.visum.notes', MAX_LENGTH.visum.notes)} />
            <Section title="app.visum.photo">
              <PhotoPicker file={photo} onChange={setPhoto} preparing={preparingPhoto} onPreparing={setPreparingPhoto} />
            </Section>
            <Section title="app.visum.location">
              <LocationStatus location={location} onRetry={retry} />
            </Section>
            {/* Not while the picked photo is made smaller: the visit would be saved without it. */}
            <SaveButton label="app.visum.save" sx={{ mt: 3, alignSelf: 'flex-start' }} alwaysEnable={!preparingPhoto} disabled={preparingPhoto} />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
